import { courseMessages, publishedCourseStatuses } from '@tutorium/contract/courses';
import type { Language } from '@tutorium/contract/languages';
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, enrolments, users, waitlistEntries } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { translate } from '../../platform/language';
import { notifyUsers } from '../../platform/notifications';
import { enqueueEmails } from '../../platform/outbox';
import { moneyText, readerLanguage } from '../../platform/reader-language';
import { closeInvoices, openInvoices } from '../fees/public';

/** The channel a seat change announces its course id on, heard by the notification hub. */
const SEATS_CHANNEL = 'course_seats';

/**
 * Seats and the waitlist (docs/product.md §4). Every transaction that changes who holds or waits for
 * a seat in a course first locks the course row with `lockCourseSeats`, so those changes queue per
 * course: the seat count each one reads is exact, and the waitlist's order is the order of the lock.
 * The lock also announces the course on `course_seats`: PostgreSQL delivers it when the change
 * commits and drops it on rollback, so open streams refresh seats and places exactly when they moved
 * (docs/architecture.md, "Live notifications").
 */
export async function lockCourseSeats(tx: Database, courseId: string) {
  await tx.execute(sql`select pg_notify(${SEATS_CHANNEL}, ${courseId})`);
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

/** Locks the course's seats for a student asking for one or to wait for one: it must exist and be open. */
export async function lockOpenCourse(tx: Database, courseId: string) {
  const course = await lockCourseSeats(tx, courseId);
  if (!course) throw notFound(courseMessages.notFound);
  if (!publishedCourseStatuses.includes(course.status)) throw conflict('course_not_open', courseMessages.notOpen);
  return course;
}

/**
 * Takes away the student's seat (`enrolments`) or place on the waitlist, under the course lock; 404
 * with `notThere` when they hold none. A freed seat goes to the first student waiting, in the same
 * transaction; after leaving the waitlist that is normally a no-op, which keeps "free seats mean an
 * empty waitlist" true should a seat be free.
 */
export async function leaveCourse(
  ctx: AppContext,
  places: typeof enrolments | typeof waitlistEntries,
  courseId: string,
  studentId: string,
  notThere: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockCourseSeats(tx, courseId);
    const removed = await tx
      .delete(places)
      .where(and(eq(places.courseId, courseId), eq(places.studentId, studentId)))
      .returning({ id: places.id });
    if (removed.length === 0) throw notFound(notThere);
    if (places === enrolments) await closeInvoices(tx, courseId, [studentId]);
    await fillFreedSeats(ctx, tx, courseId);
  });
}

/**
 * Ends the student's seat in the course within the caller's transaction (a refund ended it): under
 * the course lock, the enrolment goes, their running invoice closes and the freed seat goes to the
 * first student waiting. Answers whether they held a seat; holding none changes nothing.
 */
export async function endEnrolment(
  ctx: AppContext,
  tx: Database,
  courseId: string,
  studentId: string,
): Promise<boolean> {
  await lockCourseSeats(tx, courseId);
  const removed = await tx
    .delete(enrolments)
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, studentId)))
    .returning({ id: enrolments.id });
  if (removed.length === 0) return false;
  await closeInvoices(tx, courseId, [studentId]);
  await fillFreedSeats(ctx, tx, courseId);
  return true;
}

/** Locks several courses' rows in one order (by id), so two transactions locking overlapping sets cannot deadlock. */
export async function lockCoursesSeats(tx: Database, courseIds: readonly string[]): Promise<void> {
  if (courseIds.length === 0) return;
  await tx
    .select({ id: courses.id, announced: sql`pg_notify(${SEATS_CHANNEL}, ${courses.id}::text)` })
    .from(courses)
    .where(inArray(courses.id, [...courseIds]))
    .orderBy(asc(courses.id))
    .for('update');
}

const studentCoursePath = (courseId: string) => `/student/courses/${courseId}`;
const myCoursesPath = '/student/courses';

/**
 * What a promoted student pays, as their message says it, in their language and the site's currency:
 * promotion opened their invoice, payable online only where the institute takes payments online.
 */
function priceLine(language: Language, priceCents: number, currency: string, online: boolean): string {
  if (priceCents === 0) return translate(language, /*i18n*/ 'The course is free.');
  const price = moneyText(language, priceCents, currency);
  return online
    ? translate(language, /*i18n*/ 'An invoice for {price} is now under Fees, payable online or at the desk.', {
        price,
      })
    : translate(
        language,
        /*i18n*/ 'An invoice for {price} is now under Fees: pay the teacher or institute, who records it there.',
        { price },
      );
}

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
      priceCents: courses.priceCents,
      free: sql<number>`${courses.maxStudents} - ${courses.enrolmentCount}`,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course || course.free <= 0 || !publishedCourseStatuses.includes(course.status)) return 0;
  const promoted = await tx
    .select({
      entryId: waitlistEntries.id,
      studentId: waitlistEntries.studentId,
      email: users.email,
      language: users.language,
    })
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
  await openInvoices(
    ctx,
    tx,
    courseId,
    promoted.map((entry) => entry.studentId),
  );
  const link = studentCoursePath(courseId);
  // The student joined the queue knowing the price; the seat they now hold states it again, and how to give it back.
  const price = (language: Language) =>
    priceLine(language, course.priceCents, ctx.config.currency, ctx.config.stripe !== undefined);
  await notifyUsers(
    tx,
    promoted.map((entry) => {
      const language = readerLanguage(entry.language);
      return {
        userId: entry.studentId,
        kind: 'waitlist_promoted' as const,
        title: translate(language, /*i18n*/ 'You are enrolled in {course}', { course: course.title }),
        body: translate(
          language,
          /*i18n*/ "A seat came free in {course} and you were next on the waitlist, so you are now enrolled. {price} Don't want the seat? Unenrol from My Courses so the next student gets it.",
          { course: course.title, price: price(language) },
        ),
        link,
      };
    }),
  );
  await enqueueEmails(
    tx,
    promoted.map((entry) => {
      const language = readerLanguage(entry.language);
      return {
        to: entry.email,
        subject: translate(language, /*i18n*/ 'You are enrolled in {course}', { course: course.title }),
        text: [
          translate(
            language,
            /*i18n*/ 'A seat came free in {course} and you were next on its waitlist, so Tutorium has enrolled you.',
            { course: course.title },
          ),
          '',
          price(language),
          '',
          translate(language, /*i18n*/ 'Open the course: {link}', { link: `${ctx.config.publicUrl}${link}` }),
          '',
          translate(
            language,
            /*i18n*/ 'If you no longer want the seat, unenrol from My Courses so the next student gets it: {link}',
            { link: `${ctx.config.publicUrl}${myCoursesPath}` },
          ),
        ].join('\n'),
      };
    }),
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
    .select({ id: users.id, email: users.email, language: users.language })
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
    students.map((student) => {
      const language = readerLanguage(student.language);
      return {
        userId: student.id,
        kind: 'waitlist_closed' as const,
        title: translate(language, /*i18n*/ 'The waitlist for {course} was closed', { course: title }),
        body: translate(
          language,
          /*i18n*/ 'The teacher turned off the waitlist for {course}, so you are no longer waiting for a seat.',
          { course: title },
        ),
        link,
      };
    }),
  );
  await enqueueEmails(
    tx,
    students.map((student) => {
      const language = readerLanguage(student.language);
      return {
        to: student.email,
        subject: translate(language, /*i18n*/ 'The waitlist for {course} was closed', { course: title }),
        text: [
          translate(
            language,
            /*i18n*/ 'The teacher turned off the waitlist for {course}, so you are no longer waiting for a seat and were not enrolled.',
            { course: title },
          ),
          '',
          translate(language, /*i18n*/ 'The course: {link}', { link: `${ctx.config.publicUrl}${link}` }),
        ].join('\n'),
      };
    }),
  );
}

/**
 * How many students wait for the course of the outer query. The outer course id must come qualified:
 * a query that joins tables passes `courses.id`, which drizzle then names with its table; a
 * single-table select passes `"courses"."id"` written by hand, as drizzle leaves its columns
 * unqualified there, and inside this subquery an unqualified "id" would be the waitlist entry's.
 */
export const waitlistCountIn = (outerCourseId: SQLWrapper) =>
  sql<number>`(select count(*)::int from ${waitlistEntries} as queue where queue.course_id = ${outerCourseId})`;

/**
 * The student's place on the waitlist of the course of the outer query (1 is next), or null when they
 * are not waiting: a subquery, so a list reads every row's place in its one query.
 */
export function waitlistPositionIn(outerCourseId: SQLWrapper, studentId: SQLWrapper | string): SQL<number | null> {
  return sql<
    number | null
  >`(select nullif(count(*), 0)::int from ${waitlistEntries} as queue where queue.course_id = ${outerCourseId} and (queue.joined_at, queue.id) <= (select mine.joined_at, mine.id from ${waitlistEntries} as mine where mine.course_id = ${outerCourseId} and mine.student_id = ${studentId}))`;
}
