import { type Course, type CourseDependents, type courseInputSchema, courseMessages } from '@tutorium/contract/courses';
import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { attendanceRecords, courses, enrolments, liveClasses } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { loadManagedCourse } from '../course-access/public';
import { getCourse } from './course-detail';
import { closeWaitlist, fillFreedSeats, lockCourseSeats } from './seats';

type CourseInput = z.output<typeof courseInputSchema>;

function courseValues(input: CourseInput) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    level: input.level,
    status: input.status,
    thumbnail: input.thumbnail,
    scheduleDays: input.schedule.days,
    startTime: input.schedule.startTime,
    endTime: input.schedule.endTime,
    durationHours: input.duration,
    startDate: input.startDate,
    endDate: input.endDate || null,
    maxStudents: input.maxStudents,
    priceCents: Math.round(input.price * 100),
    // Left out of a request, the thresholds stay as they are (a new course takes the defaults).
    ...(input.atRiskBelowPercent === undefined ? {} : { atRiskBelowPercent: input.atRiskBelowPercent }),
    ...(input.atRiskMissedClasses === undefined ? {} : { atRiskMissedClasses: input.atRiskMissedClasses }),
    ...(input.atRiskMinimumClasses === undefined ? {} : { atRiskMinimumClasses: input.atRiskMinimumClasses }),
  };
}

export async function createCourse(ctx: AppContext, user: AuthUser, input: CourseInput): Promise<Course> {
  const [row] = await ctx.db
    .insert(courses)
    .values({
      ...courseValues(input),
      waitlistEnabled: input.waitlistEnabled ?? true,
      instalments: input.instalments ?? 1,
      accessAfterPayment: input.accessAfterPayment ?? true,
      instructorId: user.id,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return getCourse(ctx, row.id, user);
}

export async function updateCourse(
  ctx: AppContext,
  user: AuthUser,
  courseId: string,
  input: CourseInput,
): Promise<Course> {
  await loadManagedCourse(ctx.db, user, courseId);
  const values = courseValues(input);
  // The course row is locked as enrolment locks it, so no student slips in between the count and the
  // update; a raised capacity (or a reopened course) then takes students off the waitlist at once.
  await ctx.db.transaction(async (tx) => {
    const before = await lockCourseSeats(tx, courseId);
    if (!before) throw notFound(courseMessages.notFound);
    if (values.maxStudents < before.taken)
      throw conflict('capacity_below_enrolled', courseMessages.capacityBelowEnrolled(before.taken));
    const waitlistEnabled = input.waitlistEnabled ?? before.waitlistEnabled;
    await tx
      .update(courses)
      .set({
        ...values,
        waitlistEnabled,
        // Left out (undefined), the fee plan stays as it was; a change applies to students who enrol from now on.
        instalments: input.instalments,
        accessAfterPayment: input.accessAfterPayment,
        updatedAt: sql`now()`,
      })
      .where(eq(courses.id, courseId));
    if (before.waitlistEnabled && !waitlistEnabled) await closeWaitlist(ctx, tx, courseId, values.title);
    await fillFreedSeats(ctx, tx, courseId);
  });
  return getCourse(ctx, courseId, user);
}

/** What deleting the course takes with it, for the confirmation dialog. */
export async function courseDependents(ctx: AppContext, user: AuthUser, courseId: string): Promise<CourseDependents> {
  await loadManagedCourse(ctx.db, user, courseId);
  const [[enrolled], [marked], [scheduled]] = await Promise.all([
    ctx.db.select({ value: count() }).from(enrolments).where(eq(enrolments.courseId, courseId)),
    ctx.db.select({ value: count() }).from(attendanceRecords).where(eq(attendanceRecords.courseId, courseId)),
    ctx.db.select({ value: count() }).from(liveClasses).where(eq(liveClasses.courseId, courseId)),
  ]);
  return {
    enrolments: enrolled?.value ?? 0,
    attendanceRecords: marked?.value ?? 0,
    liveClasses: scheduled?.value ?? 0,
  };
}

export async function deleteCourse(ctx: AppContext, user: AuthUser, courseId: string): Promise<void> {
  await loadManagedCourse(ctx.db, user, courseId);
  await ctx.db.delete(courses).where(eq(courses.id, courseId));
}
