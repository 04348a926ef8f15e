import type { Language } from '@tutorium/contract/languages';
import type { QuestionDefinition } from '@tutorium/contract/questions';
import {
  type Attempt,
  type markInputSchema,
  type Quiz,
  type QuizResults,
  quizMessages,
} from '@tutorium/contract/quizzes';
import { stringify } from 'csv-stringify/sync';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { courses, questions, quizAttemptQuestions, quizAttempts, quizzes, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { fileNameStem } from '../../platform/file-names';
import { translate } from '../../platform/language';
import { recordAudit } from '../privacy/public';
import { finishExpired, loadAttemptFor, readAttempt } from './attempts';
import { isBlank, totalOf } from './marking';
import { iso, loadManagedQuiz } from './rules';
import { getQuiz } from './service';

type MarkInput = z.output<typeof markInputSchema>;
type ResultRow = QuizResults['attempts'][number];

const percentOf = (score: number, max: number): number => (max === 0 ? 0 : Math.round((score / max) * 1000) / 10);
const share = (part: number, whole: number): number => Math.round((part / whole) * 100) / 100;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
}

/** Submits what is past its time, in rounds, so the figures count every attempt that is over. */
async function finishAllExpired(ctx: AppContext, quizId: string): Promise<void> {
  while ((await finishExpired(ctx, { quizId })) > 0);
}

async function submittedAttempts(ctx: AppContext, quizId: string): Promise<ResultRow[]> {
  const rows = await ctx.db
    .select({
      attempt: quizAttempts,
      name: users.name,
      email: users.email,
      // Ties share a rank, among the attempts with the same number (as a student's own result ranks it).
      rank: sql<number>`rank() over (partition by ${quizAttempts.number} order by ${quizAttempts.score} desc)`.mapWith(
        Number,
      ),
    })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.studentId))
    .where(and(eq(quizAttempts.quizId, quizId), isNotNull(quizAttempts.submittedAt)))
    .orderBy(sql`${quizAttempts.score} desc`, asc(users.name), asc(quizAttempts.number));
  return rows.map(({ attempt, name, email, rank }) => {
    const score = attempt.score ?? 0;
    return {
      id: attempt.id,
      student: { id: attempt.studentId, name, email },
      number: attempt.number,
      startedAt: iso(attempt.startedAt),
      submittedAt: iso(attempt.submittedAt ?? attempt.deadline),
      autoSubmitted: attempt.autoSubmitted,
      score,
      maxScore: attempt.maxScore,
      percent: percentOf(score, attempt.maxScore),
      pendingMarking: attempt.pendingMarking,
      rank,
    };
  });
}

type ItemRow = {
  attemptId: string;
  questionId: string;
  answered: boolean;
  full: boolean;
  definition: QuestionDefinition;
};

/**
 * Each question's difficulty index (the share of attempts that earned its full points) and its
 * discrimination (that share in the top 27 % of attempts by percent less that in the bottom 27 %).
 */
function questionFigures(attempts: ResultRow[], items: ItemRow[]): QuizResults['questions'] {
  const byPercent = [...attempts].sort((a, b) => b.percent - a.percent);
  const groupSize = Math.max(1, Math.round(byPercent.length * 0.27));
  const top = new Set(byPercent.slice(0, groupSize).map((attempt) => attempt.id));
  const bottom = new Set(byPercent.slice(-groupSize).map((attempt) => attempt.id));
  const byQuestion = new Map<string, ItemRow[]>();
  for (const item of items) {
    const rows = byQuestion.get(item.questionId);
    if (rows) rows.push(item);
    else byQuestion.set(item.questionId, [item]);
  }
  return [...byQuestion.values()].map((rows) => {
    const first = rows[0] as ItemRow;
    const full = rows.filter((row) => row.full).length;
    const inTop = rows.filter((row) => top.has(row.attemptId));
    const inBottom = rows.filter((row) => bottom.has(row.attemptId));
    const fullShare = (group: ItemRow[]) =>
      group.length === 0 ? 0 : group.filter((row) => row.full).length / group.length;
    return {
      questionId: first.questionId,
      kind: first.definition.kind,
      prompt: first.definition.prompt,
      points: first.definition.points,
      seen: rows.length,
      answered: rows.filter((row) => row.answered).length,
      difficulty: share(full, rows.length),
      discrimination:
        attempts.length < 4 || inTop.length === 0 || inBottom.length === 0
          ? null
          : Math.round((fullShare(inTop) - fullShare(inBottom)) * 100) / 100,
    };
  });
}

function distributionOf(attempts: ResultRow[]): QuizResults['distribution'] {
  const bands = Array.from({ length: 10 }, (_, band) => ({ from: band * 10, to: band * 10 + 10, count: 0 }));
  for (const { percent } of attempts) {
    const band = Math.min(9, Math.max(0, Math.floor(percent / 10)));
    (bands[band] as { count: number }).count += 1;
  }
  return bands;
}

export async function quizResults(ctx: AppContext, user: AuthUser, quizId: string): Promise<QuizResults> {
  await loadManagedQuiz(ctx.db, user, quizId);
  await finishAllExpired(ctx, quizId);
  const attempts = await submittedAttempts(ctx, quizId);
  const [open] = await ctx.db
    .select({ value: count() })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), isNull(quizAttempts.submittedAt)));
  const itemRows = await ctx.db
    .select({
      attemptId: quizAttemptQuestions.attemptId,
      questionId: quizAttemptQuestions.questionId,
      answer: quizAttemptQuestions.answer,
      awarded: quizAttemptQuestions.awarded,
      definition: questions.definition,
    })
    .from(quizAttemptQuestions)
    .innerJoin(quizAttempts, eq(quizAttempts.id, quizAttemptQuestions.attemptId))
    .innerJoin(questions, eq(questions.id, quizAttemptQuestions.questionId))
    .where(and(eq(quizAttempts.quizId, quizId), isNotNull(quizAttempts.submittedAt)))
    .orderBy(asc(quizAttemptQuestions.position));
  const items = itemRows.map((row) => ({
    attemptId: row.attemptId,
    questionId: row.questionId,
    definition: row.definition,
    answered: !isBlank(row.answer),
    full: row.awarded !== null && row.awarded >= row.definition.points,
  }));
  const percents = attempts.map((attempt) => attempt.percent);
  return {
    attempts,
    inProgress: open?.value ?? 0,
    questions: questionFigures(attempts, items),
    distribution: distributionOf(attempts),
    averagePercent:
      percents.length === 0
        ? null
        : Math.round((percents.reduce((sum, value) => sum + value, 0) / percents.length) * 10) / 10,
    medianPercent: median(percents),
  };
}

/** The results as a spreadsheet opens them, headings in `language` (the requester's). */
export async function quizResultsCsv(
  ctx: AppContext,
  user: AuthUser,
  quizId: string,
  language: Language,
): Promise<{ fileName: string; csv: string }> {
  const { quiz } = await loadManagedQuiz(ctx.db, user, quizId);
  await finishAllExpired(ctx, quizId);
  const attempts = await submittedAttempts(ctx, quizId);
  const t = (text: string) => translate(language, text);
  const csv = stringify([
    [
      t(/*i18n*/ 'Student'),
      t(/*i18n*/ 'Email'),
      t(/*i18n*/ 'Attempt'),
      t(/*i18n*/ 'Started'),
      t(/*i18n*/ 'Submitted'),
      t(/*i18n*/ 'Submitted when time was up'),
      t(/*i18n*/ 'Score'),
      t(/*i18n*/ 'Out of'),
      t(/*i18n*/ 'Percent'),
      t(/*i18n*/ 'Rank'),
      t(/*i18n*/ 'Waiting for marks'),
    ],
    ...attempts.map((attempt) => [
      attempt.student.name,
      attempt.student.email,
      attempt.number,
      attempt.startedAt,
      attempt.submittedAt,
      attempt.autoSubmitted ? t(/*i18n*/ 'yes') : t(/*i18n*/ 'no'),
      attempt.score,
      attempt.maxScore,
      attempt.percent,
      attempt.rank,
      attempt.pendingMarking ? t(/*i18n*/ 'yes') : t(/*i18n*/ 'no'),
    ]),
  ]);
  return { fileName: `${fileNameStem(quiz.title, 'test')}-results.csv`, csv };
}

/** Releases a test's results by hand (a test released at once or after closing needs no release). */
export async function releaseResults(ctx: AppContext, user: AuthUser, quizId: string): Promise<Quiz> {
  await loadManagedQuiz(ctx.db, user, quizId);
  await ctx.db
    .update(quizzes)
    .set({ releasedAt: sql`coalesce(${quizzes.releasedAt}, now())` })
    .where(eq(quizzes.id, quizId));
  return getQuiz(ctx, user, quizId);
}

/**
 * A manager marks a hand-marked answer; the attempt's score and whether it still waits for marks are
 * summed again under the attempt's lock. An admin marking on a course they do not teach is audited.
 */
export async function markAnswerByHand(
  ctx: AppContext,
  user: AuthUser,
  attemptId: string,
  questionId: string,
  input: MarkInput,
): Promise<Attempt> {
  const reader = await loadAttemptFor(ctx, user, attemptId);
  if (reader !== 'manager') throw notFound(quizMessages.attemptNotFound);
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ attempt: quizAttempts, instructorId: courses.instructorId })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .innerJoin(courses, eq(courses.id, quizzes.courseId))
      .where(eq(quizAttempts.id, attemptId))
      .for('update', { of: quizAttempts });
    if (!locked) throw notFound(quizMessages.attemptNotFound);
    if (locked.attempt.submittedAt === null) throw conflict('attempt_in_progress', quizMessages.notSubmitted);
    const [item] = await tx
      .select({ definition: questions.definition, answer: quizAttemptQuestions.answer })
      .from(quizAttemptQuestions)
      .innerJoin(questions, eq(questions.id, quizAttemptQuestions.questionId))
      .where(and(eq(quizAttemptQuestions.attemptId, attemptId), eq(quizAttemptQuestions.questionId, questionId)));
    if (!item) throw notFound(quizMessages.questionNotInAttempt);
    const { definition } = item;
    if (definition.kind !== 'short' || !definition.markedByHand || isBlank(item.answer)) {
      throw badRequest(quizMessages.notHandMarked, { points: quizMessages.notHandMarked });
    }
    if (input.points > definition.points) {
      throw badRequest(quizMessages.tooManyPoints, { points: quizMessages.tooManyPoints });
    }
    await tx
      .update(quizAttemptQuestions)
      .set({ awarded: Math.round(input.points * 100) / 100, markedBy: user.id })
      .where(and(eq(quizAttemptQuestions.attemptId, attemptId), eq(quizAttemptQuestions.questionId, questionId)));
    const marks = await tx
      .select({ awarded: quizAttemptQuestions.awarded })
      .from(quizAttemptQuestions)
      .where(eq(quizAttemptQuestions.attemptId, attemptId));
    await tx
      .update(quizAttempts)
      .set({
        score: totalOf(marks.map((mark) => mark.awarded)),
        pendingMarking: marks.some((mark) => mark.awarded === null),
      })
      .where(eq(quizAttempts.id, attemptId));
    if (user.role === 'admin' && locked.instructorId !== user.id) {
      await recordAudit(
        tx,
        'quiz_mark.changed_by_admin',
        { id: user.id, role: user.role },
        { id: locked.attempt.studentId, role: 'student' },
      );
    }
  });
  return readAttempt(ctx.db, attemptId, 'manager');
}
