import { courseMessages } from '@tutorium/contract/courses';
import { enrolments } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { conflict, isCheckViolation, isUniqueViolation } from '../../platform/errors';
import { isEnrolled } from '../course-access/public';
import { openInvoices } from '../fees/public';
import { fillFreedSeats, leaveCourse, lockOpenCourse } from './seats';

/**
 * Enrols a student. The course row is locked for the transaction, so concurrent enrolments queue on
 * it and the seat count they read (kept on the row by a trigger) is exact: a 50-seat course never
 * takes a 51st student.
 */
export async function enrol(ctx: AppContext, student: AuthUser, courseId: string): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const course = await lockOpenCourse(tx, courseId);
      // Students already waiting come first: any free seat goes to them before this student.
      const promoted = await fillFreedSeats(ctx, tx, courseId);
      if (await isEnrolled(tx, courseId, student.id))
        throw conflict('already_enrolled', courseMessages.alreadyEnrolled);
      if (course.taken + promoted >= course.maxStudents) throw conflict('course_full', courseMessages.full);
      await tx.insert(enrolments).values({ courseId, studentId: student.id });
      await openInvoices(ctx, tx, courseId, [student.id]);
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
  await leaveCourse(ctx, enrolments, courseId, student.id, courseMessages.notEnrolled);
}
