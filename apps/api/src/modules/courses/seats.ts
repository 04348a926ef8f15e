import { publishedCourseStatuses } from '@tutorium/contract/courses';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, enrolments, users, waitlistEntries } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { notifyUsers } from '../../platform/notifications';
import { enqueueEmails } from '../../platform/outbox';

/**
 * Seats and the waitlist (docs/product.md §4). Every transaction that changes who holds or waits for
 * a seat in a course first locks the course row with `lockCourseSeats`, so those changes queue per
 * course: the seat count each one reads is exact, and the waitlist's order is the order of the lock.
 */
export async function lockCourseSeats(tx: Database, courseId: string) {
  const [course] = await tx
    .select({
      id: courses.id,
      title: courses.title,
      status: courses.status,
      maxStudents: courses.maxStudents,
      taken: courses.enrolmentCount,
      waitlistEnabled: courses.waitlistEnabled,
    })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  return course;
}

/** Locks several courses' rows in one order (by id), so two transactions locking overlapping sets cannot deadlock. */
export async function lockCoursesSeats(tx: Database, courseIds: readonly string[]): Promise<void> {
  if (courseIds.length === 0) return;
  await tx
    .select({ id: courses.id })
    .from(courses)
    .where(inArray(courses.id, [...courseIds]))
    .orderBy(asc(courses.id))
    .for('update');
}

const studentCoursePath = (courseId: string) => `/student/courses/${courseId}`;

/**
 * Gives the course's free seats to the students waiting longest, as many as there are seats, in the
 * caller's transaction (which holds the course lock). Each promoted student is told by email and in
 * the app. A closed course (not active or upcoming) promotes no one until it opens again. Returns
 * how many were enrolled.
 */
export async function fillFreedSeats(ctx: AppContext, tx: Database, courseId: string): Promise<number> {
  const [course] = await tx
    .select({
      title: courses.title,
      status: courses.status,
      free: sql<number>`${courses.maxStudents} - ${courses.enrolmentCount}`,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course || course.free <= 0 || !publishedCourseStatuses.includes(course.status)) return 0;
  const promoted = await tx
    .select({ entryId: waitlistEntries.id, studentId: waitlistEntries.studentId, email: users.email })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.studentId))
    .where(eq(waitlistEntries.courseId, courseId))
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id))
    .limit(course.free);
  if (promoted.length === 0) return 0;
  await tx.delete(waitlistEntries).where(
    inArray(
      waitlistEntries.id,
      promoted.map((entry) => entry.entryId),
    ),
  );
  await tx.insert(enrolments).values(promoted.map((entry) => ({ courseId, studentId: entry.studentId })));
  const link = studentCoursePath(courseId);
  await notifyUsers(
    tx,
    promoted.map((entry) => ({
      userId: entry.studentId,
      kind: 'waitlist_promoted' as const,
      title: `You are enrolled in ${course.title}`,
      body: `A seat came free in ${course.title} and you were next on the waitlist, so you are now enrolled.`,
      link,
    })),
  );
  await enqueueEmails(
    tx,
    promoted.map((entry) => ({
      to: entry.email,
      subject: `You are enrolled in ${course.title}`,
      text: [
        `A seat came free in ${course.title} and you were next on its waitlist, so Tutorium has enrolled you.`,
        '',
        `Open the course: ${ctx.config.publicUrl}${link}`,
        '',
        'If you no longer want the seat, unenrol from My Courses so the next student gets it.',
      ].join('\n'),
    })),
  );
  return promoted.length;
}

/**
 * Empties the course's waitlist because its teacher turned the waitlist off, telling each student
 * who was waiting (email and in-app) that they were not enrolled. Runs under the course lock.
 */
export async function closeWaitlist(ctx: AppContext, tx: Database, courseId: string, title: string): Promise<void> {
  const removed = await tx.delete(waitlistEntries).where(eq(waitlistEntries.courseId, courseId)).returning({
    studentId: waitlistEntries.studentId,
  });
  if (removed.length === 0) return;
  const students = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        removed.map((entry) => entry.studentId),
      ),
    );
  const link = `/courses/${courseId}`;
  await notifyUsers(
    tx,
    students.map((student) => ({
      userId: student.id,
      kind: 'waitlist_closed' as const,
      title: `The waitlist for ${title} was closed`,
      body: `The teacher turned off the waitlist for ${title}, so you are no longer waiting for a seat.`,
      link,
    })),
  );
  await enqueueEmails(
    tx,
    students.map((student) => ({
      to: student.email,
      subject: `The waitlist for ${title} was closed`,
      text: [
        `The teacher turned off the waitlist for ${title}, so you are no longer waiting for a seat and were not enrolled.`,
        '',
        `The course: ${ctx.config.publicUrl}${link}`,
      ].join('\n'),
    })),
  );
}

/** How many students wait for the course. */
export const waitlistCountOfCourse = sql<number>`(select count(*)::int from ${waitlistEntries} where ${waitlistEntries.courseId} = ${courses.id})`;

/** The student's place on the course's waitlist (1 is next), or null when they are not waiting. */
export async function waitlistPositionOf(db: Database, courseId: string, studentId: string): Promise<number | null> {
  const mine = db
    .select({ joinedAt: waitlistEntries.joinedAt, id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.courseId, courseId), eq(waitlistEntries.studentId, studentId)))
    .as('mine');
  const [row] = await db
    .select({ position: count() })
    .from(waitlistEntries)
    .innerJoin(mine, sql`(${waitlistEntries.joinedAt}, ${waitlistEntries.id}) <= (${mine.joinedAt}, ${mine.id})`)
    .where(eq(waitlistEntries.courseId, courseId));
  return row && row.position > 0 ? row.position : null;
}
