import { courseMessages, publishedCourseStatuses } from '@tutorium/contract/courses';
import { and, eq } from 'drizzle-orm';
import { enrolments } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { conflict, isCheckViolation, isUniqueViolation, notFound } from '../../platform/errors';
import { fillFreedSeats, lockCourseSeats } from './seats';

/**
 * Enrols a student. The course row is locked for the transaction, so concurrent enrolments queue on
 * it and the seat count they read (kept on the row by a trigger) is exact: a 50-seat course never
 * takes a 51st student.
 */
export async function enrol(ctx: AppContext, student: AuthUser, courseId: string): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const course = await lockCourseSeats(tx, courseId);
      if (!course) throw notFound(courseMessages.notFound);
      if (!publishedCourseStatuses.includes(course.status)) throw conflict('course_not_open', courseMessages.notOpen);
      // Students already waiting come first: any free seat goes to them before this student.
      const promoted = await fillFreedSeats(ctx, tx, courseId);
      const [already] = await tx
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, student.id)));
      if (already) throw conflict('already_enrolled', courseMessages.alreadyEnrolled);
      if (course.taken + promoted >= course.maxStudents) throw conflict('course_full', courseMessages.full);
      await tx.insert(enrolments).values({ courseId, studentId: student.id });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'enrolments_course_student_unique'))
      throw conflict('already_enrolled', courseMessages.alreadyEnrolled);
    if (isCheckViolation(error, 'courses_enrolment_capacity_check')) throw conflict('course_full', courseMessages.full);
    throw error;
  }
}

/** Unenrols the student; the seat goes to the first student waiting, in the same transaction. */
export async function unenrol(ctx: AppContext, student: AuthUser, courseId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockCourseSeats(tx, courseId);
    const removed = await tx
      .delete(enrolments)
      .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, student.id)))
      .returning({ id: enrolments.id });
    if (removed.length === 0) throw notFound(courseMessages.notEnrolled);
    await fillFreedSeats(ctx, tx, courseId);
  });
}
