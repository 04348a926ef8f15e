import { courseMessages } from '@tutorium/contract/courses';
import {
  type RatingSummary,
  type Review,
  type reviewInputSchema,
  reviewMessages,
  roundRating,
} from '@tutorium/contract/reviews';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { attendanceRecords, courses, lessonCompletions, lessons, reviews, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { translate } from '../../platform/language';
import { notifyUser } from '../../platform/notifications';
import { readerLanguage } from '../../platform/reader-language';
import { isEnrolled, loadManagedCourse } from '../course-access/public';

type ReviewInput = z.output<typeof reviewInputSchema>;
type ReviewRow = typeof reviews.$inferSelect;

const toReview = (row: ReviewRow, studentName: string): Review => ({
  _id: row.id,
  id: row.id,
  courseId: row.courseId,
  rating: row.rating,
  comment: row.comment,
  student: { id: row.studentId, name: studentName },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  reply: row.reply,
  repliedAt: row.repliedAt?.toISOString() ?? null,
});

/** Mean rating (one decimal) and count of a course's reviews. */
async function courseRating(ctx: AppContext, courseId: string): Promise<RatingSummary> {
  const [row] = await ctx.db
    .select({ average: sql<string | null>`avg(${reviews.rating})`, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.courseId, courseId));
  return {
    average: row?.average === null || row?.average === undefined ? null : roundRating(Number(row.average)),
    count: row?.count ?? 0,
  };
}

async function assertMayReview(ctx: AppContext, student: AuthUser, courseId: string): Promise<void> {
  const [course] = await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw notFound(courseMessages.notFound);
  if (!(await isEnrolled(ctx.db, courseId, student.id))) throw forbidden(reviewMessages.notEnrolled, 'not_enrolled');
  if (!(await hasActivity(ctx, student.id, courseId))) throw forbidden(reviewMessages.noActivity, 'no_course_activity');
}

/** Reviews come from students who took part: a completed lesson, or a class attended (present or late). */
async function hasActivity(ctx: AppContext, studentId: string, courseId: string): Promise<boolean> {
  const [completed] = await ctx.db
    .select({ lessonId: lessonCompletions.lessonId })
    .from(lessonCompletions)
    .innerJoin(lessons, eq(lessons.id, lessonCompletions.lessonId))
    .where(and(eq(lessons.courseId, courseId), eq(lessonCompletions.studentId, studentId)))
    .limit(1);
  if (completed) return true;
  const [attended] = await ctx.db
    .select({ id: attendanceRecords.id })
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.courseId, courseId),
        eq(attendanceRecords.studentId, studentId),
        inArray(attendanceRecords.status, ['present', 'late']),
      ),
    )
    .limit(1);
  return attended !== undefined;
}

/** Public: a course's reviews, newest first, with the summary; a signed-in student also learns their own. */
export async function listReviews(ctx: AppContext, courseId: string, viewer: AuthUser | null) {
  const [course] = await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw notFound(courseMessages.notFound);
  const rows = await ctx.db
    .select({ review: reviews, studentName: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.studentId))
    .where(eq(reviews.courseId, courseId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const data = rows.map((row) => toReview(row.review, row.studentName));
  const summary = await courseRating(ctx, courseId);
  if (viewer?.role !== 'student') return { data, summary };
  const mine = data.find((review) => review.student.id === viewer.id) ?? null;
  const canReview = mine === null && (await mayReviewQuietly(ctx, viewer, courseId));
  return { data, summary, mine, canReview };
}

async function mayReviewQuietly(ctx: AppContext, student: AuthUser, courseId: string): Promise<boolean> {
  try {
    await assertMayReview(ctx, student, courseId);
    return true;
  } catch {
    return false;
  }
}

export async function createReview(
  ctx: AppContext,
  student: AuthUser,
  courseId: string,
  input: ReviewInput,
): Promise<Review> {
  await assertMayReview(ctx, student, courseId);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(reviews)
        .values({ courseId, studentId: student.id, rating: input.rating, comment: input.comment })
        .returning();
      if (!created) throw new Error('insert returned no row');
      await notifyTeacherOfReview(tx, created);
      return created;
    });
    return withName(ctx, row);
  } catch (error) {
    if (isUniqueViolation(error, 'reviews_course_student_unique'))
      throw conflict('review_exists', reviewMessages.duplicate);
    throw error;
  }
}

/** The course's teacher, as a review's notification is addressed to them. */
const instructors = alias(users, 'instructors');

/** The course's teacher hears of a new review (docs/product.md §12); it names its author, so it goes with them. */
async function notifyTeacherOfReview(tx: Database, review: ReviewRow): Promise<void> {
  const [about] = await tx
    .select({
      instructorId: courses.instructorId,
      course: courses.title,
      student: users.name,
      language: instructors.language,
    })
    .from(courses)
    .innerJoin(users, eq(users.id, review.studentId))
    .innerJoin(instructors, eq(instructors.id, courses.instructorId))
    .where(eq(courses.id, review.courseId));
  if (!about) return;
  const language = readerLanguage(about.language);
  await notifyUser(tx, {
    userId: about.instructorId,
    kind: 'new_review',
    title: translate(language, /*i18n*/ 'New {rating}-star review of {course}', {
      rating: review.rating,
      course: about.course,
    }),
    body: review.comment
      ? translate(language, /*i18n*/ '{student}: "{comment}"', { student: about.student, comment: review.comment })
      : translate(language, /*i18n*/ '{student} rated your course.', { student: about.student }),
    link: `/admin/courses/${review.courseId}`,
    aboutUserId: review.studentId,
  });
}

export async function updateMyReview(
  ctx: AppContext,
  student: AuthUser,
  courseId: string,
  input: ReviewInput,
): Promise<Review> {
  const [row] = await ctx.db
    .update(reviews)
    .set({ rating: input.rating, comment: input.comment, updatedAt: sql`now()` })
    .where(and(eq(reviews.courseId, courseId), eq(reviews.studentId, student.id)))
    .returning();
  if (!row) throw notFound(reviewMessages.noReview);
  return withName(ctx, row);
}

/** The course's teacher answers a review once; a second reply is refused by the database's own check. */
export async function replyToReview(ctx: AppContext, user: AuthUser, reviewId: string, reply: string): Promise<Review> {
  const [existing] = await ctx.db.select().from(reviews).where(eq(reviews.id, reviewId));
  if (!existing) throw notFound(reviewMessages.notFound);
  await loadManagedCourse(ctx.db, user, existing.courseId);
  const [row] = await ctx.db
    .update(reviews)
    .set({ reply, repliedAt: sql`now()` })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
    .returning();
  if (!row) throw conflict('review_already_answered', reviewMessages.alreadyReplied);
  return withName(ctx, row);
}

async function withName(ctx: AppContext, row: ReviewRow): Promise<Review> {
  const [student] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, row.studentId));
  return toReview(row, student?.name ?? '');
}
