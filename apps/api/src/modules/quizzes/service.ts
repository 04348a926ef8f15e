import { courseMessages } from '@tutorium/contract/courses';
import { type AttemptSummary, type Quiz, type quizInputSchema, quizMessages } from '@tutorium/contract/quizzes';
import { and, asc, count, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { enrolments, questions, quizAttempts, quizPools, quizQuestions, quizzes } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { type Access, courseAccess, iso, loadManagedQuiz, type QuizJoin, type QuizRow, selectQuizzes } from './rules';

type QuizInput = z.output<typeof quizInputSchema>;

type Selection = { questionIds: string[]; pools: { tag: string; count: number }[] };

async function selectionsOf(db: Database, ids: string[]): Promise<Map<string, Selection>> {
  const selections = new Map<string, Selection>(ids.map((id) => [id, { questionIds: [], pools: [] }]));
  if (ids.length === 0) return selections;
  const [fixed, pools] = await Promise.all([
    db.select().from(quizQuestions).where(inArray(quizQuestions.quizId, ids)).orderBy(asc(quizQuestions.position)),
    db.select().from(quizPools).where(inArray(quizPools.quizId, ids)).orderBy(asc(quizPools.position)),
  ]);
  for (const row of fixed) selections.get(row.quizId)?.questionIds.push(row.questionId);
  for (const row of pools) selections.get(row.quizId)?.pools.push({ tag: row.tag, count: row.drawCount });
  return selections;
}

/** Submitted attempts per test (managers), or the reader's own attempts (students). */
async function attemptsOf(db: Database, user: Pick<AuthUser, 'id'>, access: Access, rows: QuizJoin[]) {
  const ids = rows.map((row) => row.quiz.id);
  const submitted = new Map<string, number>();
  const own = new Map<string, AttemptSummary[]>();
  if (ids.length === 0) return { submitted, own };
  if (access === 'manager') {
    const counts = await db
      .select({ quizId: quizAttempts.quizId, value: count() })
      .from(quizAttempts)
      .where(and(inArray(quizAttempts.quizId, ids), isNotNull(quizAttempts.submittedAt)))
      .groupBy(quizAttempts.quizId);
    for (const row of counts) submitted.set(row.quizId, row.value);
    return { submitted, own };
  }
  const released = new Map(rows.map((row) => [row.quiz.id, row.resultsReleased]));
  const attempts = await db
    .select()
    .from(quizAttempts)
    .where(and(inArray(quizAttempts.quizId, ids), eq(quizAttempts.studentId, user.id)))
    .orderBy(asc(quizAttempts.number));
  for (const attempt of attempts) {
    const visible = attempt.submittedAt !== null && released.get(attempt.quizId) === true;
    own.set(attempt.quizId, [
      ...(own.get(attempt.quizId) ?? []),
      {
        id: attempt.id,
        number: attempt.number,
        state: attempt.submittedAt === null ? 'in_progress' : 'submitted',
        startedAt: iso(attempt.startedAt),
        deadline: iso(attempt.deadline),
        submittedAt: attempt.submittedAt === null ? null : iso(attempt.submittedAt),
        score: visible ? attempt.score : null,
        maxScore: attempt.maxScore,
      },
    ]);
  }
  return { submitted, own };
}

async function withDetails(
  db: Database,
  user: Pick<AuthUser, 'id'>,
  access: Access,
  rows: QuizJoin[],
): Promise<Quiz[]> {
  const ids = rows.map((row) => row.quiz.id);
  const [selections, { submitted, own }] = await Promise.all([
    selectionsOf(db, ids),
    attemptsOf(db, user, access, rows),
  ]);
  return rows.map(({ quiz, courseTitle, window, resultsReleased }): Quiz => {
    const selection = selections.get(quiz.id) ?? { questionIds: [], pools: [] };
    const manager = access === 'manager';
    return {
      id: quiz.id,
      courseId: quiz.courseId,
      courseTitle,
      title: quiz.title,
      instructions: quiz.instructions,
      opensAt: iso(quiz.opensAt),
      closesAt: iso(quiz.closesAt),
      window,
      timeLimitMinutes: quiz.timeLimitMinutes,
      attemptsAllowed: quiz.attemptsAllowed,
      shuffleQuestions: quiz.shuffleQuestions,
      shuffleOptions: quiz.shuffleOptions,
      negativeMarkingPercent: quiz.negativeMarkingPercent,
      release: quiz.release,
      resultsReleased,
      questionCount: selection.questionIds.length + selection.pools.reduce((sum, pool) => sum + pool.count, 0),
      questionIds: manager ? selection.questionIds : null,
      pools: manager ? selection.pools : null,
      submittedAttempts: manager ? (submitted.get(quiz.id) ?? 0) : null,
      myAttempts: manager ? null : (own.get(quiz.id) ?? []),
      createdAt: iso(quiz.createdAt),
    };
  });
}

/** By opening time. */
export async function listQuizzes(ctx: AppContext, user: AuthUser, courseId: string): Promise<Quiz[]> {
  const access = await courseAccess(ctx.db, user, courseId);
  const rows = await selectQuizzes(ctx.db)
    .where(eq(quizzes.courseId, courseId))
    .orderBy(asc(quizzes.opensAt), asc(quizzes.createdAt));
  return withDetails(ctx.db, user, access, rows);
}

const windowOrder = { open: 0, upcoming: 1, closed: 2 } as const;

/**
 * The student's tests across the courses they are enrolled in: open ones first, then upcoming, then
 * closed. Their guardians read it too: scores show only as the student may see them.
 */
export async function myQuizzes(ctx: AppContext, user: Pick<AuthUser, 'id'>): Promise<Quiz[]> {
  const rows = await selectQuizzes(ctx.db)
    .innerJoin(enrolments, and(eq(enrolments.courseId, quizzes.courseId), eq(enrolments.studentId, user.id)))
    .orderBy(asc(quizzes.opensAt), asc(quizzes.createdAt));
  const quizList = await withDetails(ctx.db, user, 'student', rows);
  return quizList.sort((a, b) => windowOrder[a.window] - windowOrder[b.window]);
}

async function readQuiz(db: Database, user: AuthUser, access: Access, id: string): Promise<Quiz> {
  const rows = await selectQuizzes(db).where(eq(quizzes.id, id));
  const [quiz] = await withDetails(db, user, access, rows);
  if (!quiz) throw notFound(quizMessages.notFound);
  return quiz;
}

export async function getQuiz(ctx: AppContext, user: AuthUser, id: string): Promise<Quiz> {
  const [row] = await ctx.db.select({ courseId: quizzes.courseId }).from(quizzes).where(eq(quizzes.id, id));
  if (!row) throw notFound(quizMessages.notFound);
  const access = await courseAccess(ctx.db, user, row.courseId);
  return readQuiz(ctx.db, user, access, id);
}

/**
 * The fixed questions must be the course's, and each pool's tag must have enough questions besides
 * the fixed ones for every attempt to draw its count.
 */
async function checkSelection(tx: Transaction, courseId: string, input: QuizInput): Promise<void> {
  if (input.questionIds.length > 0) {
    const [found] = await tx
      .select({ value: count() })
      .from(questions)
      .where(and(eq(questions.courseId, courseId), inArray(questions.id, input.questionIds)));
    if (found?.value !== input.questionIds.length) {
      throw badRequest(quizMessages.unknownQuestion, { questionIds: quizMessages.unknownQuestion });
    }
  }
  for (const [index, pool] of input.pools.entries()) {
    const [available] = await tx
      .select({ value: count() })
      .from(questions)
      .where(
        and(
          eq(questions.courseId, courseId),
          sql`${pool.tag} = any(${questions.tags})`,
          input.questionIds.length > 0 ? notInArray(questions.id, input.questionIds) : undefined,
        ),
      );
    if ((available?.value ?? 0) < pool.count) {
      throw badRequest(quizMessages.poolTooSmall, { [`pools.${index}.count`]: quizMessages.poolTooSmall });
    }
  }
}

async function writeSelection(tx: Transaction, quizId: string, input: QuizInput): Promise<void> {
  await tx.delete(quizQuestions).where(eq(quizQuestions.quizId, quizId));
  await tx.delete(quizPools).where(eq(quizPools.quizId, quizId));
  if (input.questionIds.length > 0) {
    await tx
      .insert(quizQuestions)
      .values(input.questionIds.map((questionId, position) => ({ quizId, questionId, position })));
  }
  if (input.pools.length > 0) {
    await tx
      .insert(quizPools)
      .values(input.pools.map((pool, position) => ({ quizId, tag: pool.tag, drawCount: pool.count, position })));
  }
}

const columnsOf = (input: QuizInput) => ({
  title: input.title,
  instructions: input.instructions,
  opensAt: new Date(input.opensAt),
  closesAt: new Date(input.closesAt),
  timeLimitMinutes: input.timeLimitMinutes,
  attemptsAllowed: input.attemptsAllowed,
  shuffleQuestions: input.shuffleQuestions,
  shuffleOptions: input.shuffleOptions,
  negativeMarkingPercent: input.negativeMarkingPercent,
  release: input.release,
});

export async function createQuiz(ctx: AppContext, user: AuthUser, courseId: string, input: QuizInput): Promise<Quiz> {
  const access = await courseAccess(ctx.db, user, courseId);
  if (access !== 'manager') throw forbidden(courseMessages.notYourCourse, 'not_your_course');
  const id = await ctx.db.transaction(async (tx) => {
    await checkSelection(tx, courseId, input);
    const [row] = await tx
      .insert(quizzes)
      .values({ courseId, authorId: user.id, ...columnsOf(input) })
      .returning({ id: quizzes.id });
    if (!row) throw new Error('insert returned no row');
    await writeSelection(tx, row.id, input);
    return row.id;
  });
  return readQuiz(ctx.db, user, 'manager', id);
}

/** Whether an edit changes what an attempt holds or how it is timed and marked. */
function changesAttempts(before: QuizRow, selection: Selection, input: QuizInput): boolean {
  const samePools =
    selection.pools.length === input.pools.length &&
    selection.pools.every(
      (pool, index) => pool.tag === input.pools[index]?.tag && pool.count === input.pools[index]?.count,
    );
  return (
    before.timeLimitMinutes !== input.timeLimitMinutes ||
    before.shuffleQuestions !== input.shuffleQuestions ||
    before.shuffleOptions !== input.shuffleOptions ||
    before.negativeMarkingPercent !== input.negativeMarkingPercent ||
    selection.questionIds.join() !== input.questionIds.join() ||
    !samePools
  );
}

/**
 * Edits it. Once a student has started, the questions, time limit, shuffling and marking stay as
 * they are (409 `quiz_started`); the row is locked, so a start waits for the edit or the edit sees it.
 */
export async function updateQuiz(ctx: AppContext, user: AuthUser, id: string, input: QuizInput): Promise<Quiz> {
  const { quiz } = await loadManagedQuiz(ctx.db, user, id);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(quizzes).where(eq(quizzes.id, id)).for('update');
    if (!before) throw notFound(quizMessages.notFound);
    const [started] = await tx.select({ value: count() }).from(quizAttempts).where(eq(quizAttempts.quizId, id));
    const selection = (await selectionsOf(tx, [id])).get(id) ?? { questionIds: [], pools: [] };
    const keepSelection = (started?.value ?? 0) > 0;
    if (keepSelection && changesAttempts(before, selection, input)) {
      throw conflict('quiz_started', quizMessages.alreadyStarted);
    }
    await tx
      .update(quizzes)
      .set({ ...columnsOf(input), updatedAt: sql`now()` })
      .where(eq(quizzes.id, id));
    if (!keepSelection) {
      await checkSelection(tx, quiz.courseId, input);
      await writeSelection(tx, id, input);
    }
  });
  return readQuiz(ctx.db, user, 'manager', id);
}

/** Deletes it with its attempts and answers. */
export async function deleteQuiz(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  await loadManagedQuiz(ctx.db, user, id);
  const [deleted] = await ctx.db.delete(quizzes).where(eq(quizzes.id, id)).returning({ id: quizzes.id });
  if (!deleted) throw notFound(quizMessages.notFound);
}
