import { type Question, type QuestionDefinition, questionMessages } from '@tutorium/contract/questions';
import { and, arrayContains, asc, count, desc, eq, sql } from 'drizzle-orm';
import { questions } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { conflict, foreignKeyRefusal, notFound } from '../../platform/errors';
import { fileNameStem } from '../../platform/file-names';
import { loadManagedCourse } from '../course-access/public';
import { questionsCsv, readQuestionsCsv } from './csv';
import { columnsOf, loadManagedQuestion, selectQuestions, toQuestion } from './rules';

/** The course's bank, newest first (or one tag's), with every tag of the whole bank and its count. */
export async function listQuestions(
  ctx: AppContext,
  user: AuthUser,
  courseId: string,
  tag: string | undefined,
): Promise<{ data: Question[]; tags: { tag: string; count: number }[] }> {
  await loadManagedCourse(ctx.db, user, courseId);
  const rows = await selectQuestions(ctx.db)
    .where(and(eq(questions.courseId, courseId), tag === undefined ? undefined : arrayContains(questions.tags, [tag])))
    .orderBy(desc(questions.createdAt), desc(questions.id));
  const tagColumn = sql<string>`unnest(${questions.tags})`;
  const tags = await ctx.db
    .select({ tag: tagColumn.as('tag'), count: count() })
    .from(questions)
    .where(eq(questions.courseId, courseId))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return { data: rows.map(toQuestion), tags };
}

async function readQuestion(ctx: AppContext, id: string): Promise<Question> {
  const [row] = await selectQuestions(ctx.db).where(eq(questions.id, id));
  if (!row) throw notFound(questionMessages.notFound);
  return toQuestion(row);
}

export async function createQuestion(
  ctx: AppContext,
  user: AuthUser,
  courseId: string,
  definition: QuestionDefinition,
): Promise<Question> {
  await loadManagedCourse(ctx.db, user, courseId);
  const [row] = await ctx.db
    .insert(questions)
    .values({ courseId, authorId: user.id, ...columnsOf(definition) })
    .returning({ id: questions.id });
  if (!row) throw new Error('insert returned no row');
  return readQuestion(ctx, row.id);
}

/** Replaces the definition; tests read it afresh, and attempts already marked keep their marks. */
export async function updateQuestion(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  definition: QuestionDefinition,
): Promise<Question> {
  await loadManagedQuestion(ctx.db, user, id);
  const [row] = await ctx.db
    .update(questions)
    .set({ ...columnsOf(definition), updatedAt: sql`now()` })
    .where(eq(questions.id, id))
    .returning({ id: questions.id });
  if (!row) throw notFound(questionMessages.notFound);
  return readQuestion(ctx, id);
}

/**
 * Deletes a question no test picks and no attempt holds. The foreign keys of quiz_questions and
 * quiz_attempt_questions restrict the delete, so a test saved at the same moment cannot lose it either.
 */
export async function deleteQuestion(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  await loadManagedQuestion(ctx.db, user, id);
  try {
    const [deleted] = await ctx.db.delete(questions).where(eq(questions.id, id)).returning({ id: questions.id });
    if (!deleted) throw notFound(questionMessages.notFound);
  } catch (error) {
    if (foreignKeyRefusal(error)?.status === 409) throw conflict('still_referenced', questionMessages.inUse);
    throw error;
  }
}

/** The whole bank as the import reads it, oldest first (the order it was written in), with a download name. */
export async function exportQuestions(
  ctx: AppContext,
  user: AuthUser,
  courseId: string,
): Promise<{ fileName: string; csv: string }> {
  const course = await loadManagedCourse(ctx.db, user, courseId);
  const rows = await ctx.db
    .select({ definition: questions.definition })
    .from(questions)
    .where(eq(questions.courseId, courseId))
    .orderBy(asc(questions.createdAt), asc(questions.id));
  return {
    fileName: `${fileNameStem(course.title, 'course')}-questions.csv`,
    csv: questionsCsv(rows.map((row) => row.definition)),
  };
}

/** Adds every question of the CSV in one statement, or none when any row is refused. */
export async function importQuestions(ctx: AppContext, user: AuthUser, courseId: string, csv: string): Promise<number> {
  await loadManagedCourse(ctx.db, user, courseId);
  const definitions = readQuestionsCsv(csv);
  // One statement shares one now(): a microsecond per row keeps the file's order in the bank's.
  await ctx.db.insert(questions).values(
    definitions.map((definition, index) => ({
      courseId,
      authorId: user.id,
      ...columnsOf(definition),
      createdAt: sql`now() + ${index}::int * interval '1 microsecond'`,
    })),
  );
  return definitions.length;
}
