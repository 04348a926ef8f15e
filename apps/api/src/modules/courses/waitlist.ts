import { type WaitlistEntry, waitlistMessages } from '@tutorium/contract/courses';
import { and, asc, eq, sql } from 'drizzle-orm';
import { users, waitlistEntries } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { conflict, isUniqueViolation } from '../../platform/errors';
import { personColumns, toPerson } from '../accounts/public';
import { isEnrolled, loadManagedCourse } from '../course-access/public';
import { leaveCourse, lockOpenCourse } from './seats';

/**
 * Puts the student at the end of a full course's waitlist. Under the course lock: the course is
 * open, full and takes a waitlist, and the student is neither enrolled nor already waiting.
 */
export async function joinWaitlist(ctx: AppContext, student: AuthUser, courseId: string): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const course = await lockOpenCourse(tx, courseId);
      if (await isEnrolled(tx, courseId, student.id))
        throw conflict('already_enrolled', waitlistMessages.alreadyEnrolled);
      const [waiting] = await tx
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.courseId, courseId), eq(waitlistEntries.studentId, student.id)));
      if (waiting) throw conflict('already_waiting', waitlistMessages.alreadyWaiting);
      // Seats are filled from the waitlist whenever they free, so free seats here mean no one waits.
      if (course.taken < course.maxStudents) throw conflict('course_not_full', waitlistMessages.notFull);
      if (!course.waitlistEnabled) throw conflict('waitlist_off', waitlistMessages.disabled);
      await tx.insert(waitlistEntries).values({ courseId, studentId: student.id });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'waitlist_entries_course_student_unique')) {
      throw conflict('already_waiting', waitlistMessages.alreadyWaiting);
    }
    if (isUniqueViolation(error, 'waitlist_entries_not_enrolled'))
      throw conflict('already_enrolled', waitlistMessages.alreadyEnrolled);
    throw error;
  }
}

/** Takes the student off the waitlist; everyone behind them moves up one (positions are derived). */
export async function leaveWaitlist(ctx: AppContext, student: AuthUser, courseId: string): Promise<void> {
  await leaveCourse(ctx, waitlistEntries, courseId, student.id, waitlistMessages.notWaiting);
}

/** The course's waitlist in order, for its teacher and admins. */
export async function listWaitlist(ctx: AppContext, user: AuthUser, courseId: string): Promise<WaitlistEntry[]> {
  await loadManagedCourse(ctx.db, user, courseId);
  const rows = await ctx.db
    .select({
      student: personColumns,
      joinedAt: waitlistEntries.joinedAt,
      position: sql<number>`(row_number() over (order by ${waitlistEntries.joinedAt}, ${waitlistEntries.id}))::int`,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.studentId))
    .where(eq(waitlistEntries.courseId, courseId))
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id));
  return rows.map((row) => ({
    ...toPerson(row.student),
    joinedAt: row.joinedAt.toISOString(),
    position: row.position,
  }));
}
