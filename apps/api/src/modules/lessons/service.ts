import { type Lesson, type lessonInputSchema, lessonMessages, progressPercentage } from '@tutorium/contract/lessons';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { courses, lessonCompletions, lessonResources, lessons, resources } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { assertCourseVisible, classroomAccess, loadManagedCourse } from '../course-access/public';
import { attachedResources } from '../resources/public';

type LessonInput = z.output<typeof lessonInputSchema>;
type LessonRow = typeof lessons.$inferSelect;

/** Who may read a course's lessons: its teacher and admins ("manager"), and its enrolled students. */
const lessonAccess = (db: Database, user: AuthUser, courseId: string) =>
  classroomAccess(db, user, courseId, lessonMessages.enrolledOnly);

const attachmentsOf = (db: Database, lessonIds: string[]) =>
  attachedResources(
    db,
    { table: lessonResources, ownerId: lessonResources.lessonId, resourceId: lessonResources.resourceId },
    lessonIds,
  );

const toLesson = (row: LessonRow, attached: Lesson['resources'], completed?: boolean): Lesson => ({
  _id: row.id,
  id: row.id,
  courseId: row.courseId,
  position: row.position,
  title: row.title,
  body: row.body,
  videoUrl: row.videoUrl,
  resources: attached,
  ...(completed === undefined ? {} : { completed }),
});

/** The course's lessons in the teacher's order; an enrolled student also gets what they completed. */
export async function listLessons(ctx: AppContext, user: AuthUser, courseId: string) {
  const access = await lessonAccess(ctx.db, user, courseId);
  const rows = await ctx.db
    .select({
      lesson: lessons,
      completed:
        access === 'student'
          ? sql<boolean>`exists (select 1 from ${lessonCompletions} where ${lessonCompletions.lessonId} = ${lessons.id} and ${lessonCompletions.studentId} = ${user.id})`
          : sql<null>`null`,
    })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position), asc(lessons.createdAt));
  const attached = await attachmentsOf(
    ctx.db,
    rows.map((row) => row.lesson.id),
  );
  const data = rows.map((row) =>
    toLesson(row.lesson, attached.get(row.lesson.id) ?? [], row.completed === null ? undefined : row.completed),
  );
  const done = data.filter((lesson) => lesson.completed).length;
  return {
    data,
    progress:
      access === 'student'
        ? { completed: done, total: data.length, percentage: progressPercentage(done, data.length) }
        : null,
  };
}

/**
 * The lesson titles of a course anyone may see (published, or the viewer's own or enrolled course),
 * so a visitor can judge a course before enrolling; bodies, videos and files stay for the enrolled.
 */
export async function listOutline(ctx: AppContext, courseId: string, viewer: AuthUser | null) {
  await assertCourseVisible(ctx.db, viewer, courseId);
  return ctx.db
    .select({ id: lessons.id, position: lessons.position, title: lessons.title })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position), asc(lessons.createdAt));
}

async function attach(tx: Transaction, lessonId: string, resourceIds: string[]) {
  await tx.delete(lessonResources).where(eq(lessonResources.lessonId, lessonId));
  const unique = [...new Set(resourceIds)];
  if (unique.length === 0) return;
  const found = await tx.select({ id: resources.id }).from(resources).where(inArray(resources.id, unique));
  if (found.length !== unique.length)
    throw badRequest(lessonMessages.unknownResource, { resourceIds: lessonMessages.unknownResource });
  await tx.insert(lessonResources).values(unique.map((resourceId) => ({ lessonId, resourceId })));
}

async function lessonWithAttachments(db: Database, lessonId: string): Promise<Lesson> {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
  if (!row) throw notFound(lessonMessages.notFound);
  return toLesson(row, (await attachmentsOf(db, [lessonId])).get(lessonId) ?? []);
}

/** Appends a lesson. The course row is locked, so two lessons added at once get distinct positions. */
export async function createLesson(
  ctx: AppContext,
  user: AuthUser,
  courseId: string,
  input: LessonInput,
): Promise<Lesson> {
  await loadManagedCourse(ctx.db, user, courseId);
  const lessonId = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
    const [last] = await tx.select({ value: count() }).from(lessons).where(eq(lessons.courseId, courseId));
    const [row] = await tx
      .insert(lessons)
      .values({
        courseId,
        position: (last?.value ?? 0) + 1,
        title: input.title,
        body: input.body,
        videoUrl: input.videoUrl,
      })
      .returning({ id: lessons.id });
    if (!row) throw new Error('insert returned no row');
    await attach(tx, row.id, input.resourceIds);
    return row.id;
  });
  return lessonWithAttachments(ctx.db, lessonId);
}

async function loadManagedLesson(ctx: AppContext, user: AuthUser, lessonId: string): Promise<LessonRow> {
  const [row] = await ctx.db.select().from(lessons).where(eq(lessons.id, lessonId));
  if (!row) throw notFound(lessonMessages.notFound);
  await loadManagedCourse(ctx.db, user, row.courseId);
  return row;
}

export async function updateLesson(
  ctx: AppContext,
  user: AuthUser,
  lessonId: string,
  input: LessonInput,
): Promise<Lesson> {
  await loadManagedLesson(ctx, user, lessonId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(lessons)
      .set({ title: input.title, body: input.body, videoUrl: input.videoUrl, updatedAt: sql`now()` })
      .where(eq(lessons.id, lessonId));
    await attach(tx, lessonId, input.resourceIds);
  });
  return lessonWithAttachments(ctx.db, lessonId);
}

/** Renumbers 1..n in the given order, inside the caller's transaction. */
async function renumber(tx: Transaction, orderedIds: string[]) {
  for (const [index, id] of orderedIds.entries()) {
    await tx
      .update(lessons)
      .set({ position: index + 1 })
      .where(eq(lessons.id, id));
  }
}

export async function deleteLesson(ctx: AppContext, user: AuthUser, lessonId: string): Promise<void> {
  const lesson = await loadManagedLesson(ctx, user, lessonId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(lessons).where(eq(lessons.id, lessonId));
    const rest = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.courseId, lesson.courseId))
      .orderBy(asc(lessons.position), asc(lessons.createdAt));
    await renumber(
      tx,
      rest.map((row) => row.id),
    );
  });
}

/** Puts the course's lessons in the given order; the list must name each of them exactly once. */
export async function reorderLessons(ctx: AppContext, user: AuthUser, courseId: string, lessonIds: string[]) {
  await loadManagedCourse(ctx.db, user, courseId);
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
    const current = await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, courseId));
    const known = new Set(current.map((row) => row.id));
    if (
      lessonIds.length !== known.size ||
      new Set(lessonIds).size !== lessonIds.length ||
      !lessonIds.every((id) => known.has(id))
    ) {
      throw badRequest(lessonMessages.orderMismatch);
    }
    await renumber(tx, lessonIds);
  });
}

/** An enrolled student marks a lesson complete or not; repeating either is harmless. */
export async function setCompletion(ctx: AppContext, user: AuthUser, lessonId: string, completed: boolean) {
  const [lesson] = await ctx.db.select({ courseId: lessons.courseId }).from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson) throw notFound(lessonMessages.notFound);
  if (user.role !== 'student' || (await lessonAccess(ctx.db, user, lesson.courseId)) !== 'student') {
    throw forbidden(lessonMessages.enrolledOnly, 'not_enrolled');
  }
  if (completed) {
    await ctx.db
      .insert(lessonCompletions)
      .values({ lessonId, studentId: user.id, completedAt: ctx.now() })
      .onConflictDoNothing();
  } else {
    await ctx.db
      .delete(lessonCompletions)
      .where(and(eq(lessonCompletions.lessonId, lessonId), eq(lessonCompletions.studentId, user.id)));
  }
  return listLessons(ctx, user, lesson.courseId);
}
