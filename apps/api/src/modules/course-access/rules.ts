import { courseMessages, publishedCourseStatuses } from '@tutorium/contract/courses';
import { feeMessages } from '@tutorium/contract/fees';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { courses, enrolments, invoices } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import { forbidden, notFound } from '../../platform/errors';

export type CourseRow = typeof courses.$inferSelect;

/** Who may change a course, see its students and keep its records: its teacher, and admins. */
export const canManage = (user: AuthUser | null, course: Pick<CourseRow, 'instructorId'>): boolean =>
  user !== null && (user.role === 'admin' || course.instructorId === user.id);

/**
 * Who may see a course: anyone while it is published; otherwise only its teacher, admins and the
 * students enrolled in it.
 */
export const mayView = (
  viewer: AuthUser | null,
  course: Pick<CourseRow, 'instructorId' | 'status'>,
  viewerEnrolled: boolean,
): boolean => publishedCourseStatuses.includes(course.status) || canManage(viewer, course) || viewerEnrolled;

/**
 * The courses `user` manages, as a condition on `courses`: their own, or none (every course) for an
 * admin.
 */
export const managedCourses = (user: Pick<AuthUser, 'id' | 'role'>): SQL | undefined =>
  user.role === 'admin' ? undefined : eq(courses.instructorId, user.id);

/**
 * Limits a course-id column to the courses `user` manages (every course for an admin). The teacher's
 * course ids are read once into an array, so a table is read through its course-id index for those
 * courses alone: as `in (select …)` PostgreSQL joined them by hash over a scan of the whole table,
 * which grows with every course on the platform (docs/performance.md).
 */
export function inManagedCourses(user: AuthUser, courseId: PgColumn | SQL): SQL | undefined {
  if (user.role === 'admin') return undefined;
  return sql`${courseId} = any(array(select ${courses.id} from ${courses} where ${courses.instructorId} = ${user.id}))`;
}

/** Whether the student is enrolled in the course. */
export async function isEnrolled(db: Database, courseId: string, studentId: string): Promise<boolean> {
  const [enrolment] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, studentId)));
  return enrolment !== undefined;
}

/**
 * Whether the student's seat in the course waits for their first payment (docs/product.md, "Unpaid
 * seats and access"): their running invoice was opened with access after payment and nothing is paid.
 * Read from the invoices table itself, as the fees module sits above this one.
 */
async function awaitsPayment(db: Database, courseId: string, studentId: string): Promise<boolean> {
  const [held] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.courseId, courseId),
        eq(invoices.studentId, studentId),
        isNull(invoices.cancelledAt),
        eq(invoices.accessAfterPayment, true),
        eq(invoices.paidMinor, 0),
      ),
    );
  return held !== undefined;
}

/**
 * Who may enter a course's classroom (its lessons, announcements, assignments, tests, grades): its
 * teacher and admins ("manager"), and its enrolled students ("student"). Anyone else is refused,
 * naming why: a student not enrolled with `enrolledOnly` (not_enrolled), an enrolled student whose
 * seat waits for the first payment with awaiting_payment, another teacher with not_your_course.
 */
export async function classroomAccess(
  db: Database,
  user: AuthUser,
  courseId: string,
  enrolledOnly: string,
): Promise<'manager' | 'student'> {
  const [course] = await db
    .select({ instructorId: courses.instructorId })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw notFound(courseMessages.notFound);
  if (canManage(user, course)) return 'manager';
  if (user.role === 'student' && (await isEnrolled(db, courseId, user.id))) {
    if (await awaitsPayment(db, courseId, user.id))
      throw forbidden(feeMessages.accessAwaitsPayment, 'awaiting_payment');
    return 'student';
  }
  if (user.role === 'student') throw forbidden(enrolledOnly, 'not_enrolled');
  throw forbidden(courseMessages.notYourCourse, 'not_your_course');
}

/** The course when `user` may change it: 404 when there is none, 403 when it is another teacher's. */
export async function loadManagedCourse(db: Database, user: AuthUser, courseId: string): Promise<CourseRow> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw notFound(courseMessages.notFound);
  if (!canManage(user, course)) throw forbidden(courseMessages.notYourCourse, 'not_your_course');
  return course;
}

/** Refuses with 404, as if there were no such course, a course the viewer may not see. */
export async function assertCourseVisible(db: Database, viewer: AuthUser | null, courseId: string): Promise<void> {
  const [course] = await db
    .select({
      instructorId: courses.instructorId,
      status: courses.status,
      viewerEnrolled:
        viewer === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${enrolments} where ${enrolments.courseId} = ${courses.id} and ${enrolments.studentId} = ${viewer.id})`,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course || !mayView(viewer, course, course.viewerEnrolled)) throw notFound(courseMessages.notFound);
}
