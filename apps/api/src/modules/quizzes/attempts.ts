import { courseMessages } from '@tutorium/contract/courses';
import type { QuestionDefinition } from '@tutorium/contract/questions';
import {
  ANSWER_GRACE_SECONDS,
  type Attempt,
  type AttemptResult,
  type GivenAnswer,
  quizMessages,
} from '@tutorium/contract/quizzes';
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  questions,
  quizAttemptQuestions,
  quizAttempts,
  quizPools,
  quizQuestions,
  quizResultsReleased,
  quizzes,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { startRecurringCheck } from '../../platform/recurring-check';
import { fitsQuestion, markAnswer, shuffled, standing, totalOf } from './marking';
import { courseAccess, iso, loadQuiz } from './rules';

type AttemptRow = typeof quizAttempts.$inferSelect;
type Reader = 'manager' | 'student';

const grace = sql.raw(`interval '${ANSWER_GRACE_SECONDS} seconds'`);

type DrawnQuestion = { id: string; definition: QuestionDefinition };

/** The fixed questions, then each pool's draw at random from the course's questions with its tag. */
async function drawQuestions(
  tx: Transaction,
  quiz: typeof quizzes.$inferSelect,
  fixed: DrawnQuestion[],
  pools: { tag: string; drawCount: number }[],
): Promise<DrawnQuestion[]> {
  const chosen = [...fixed];
  for (const pool of pools) {
    const taken = chosen.map((question) => question.id);
    const drawn = await tx
      .select({ id: questions.id, definition: questions.definition })
      .from(questions)
      .where(
        and(
          eq(questions.courseId, quiz.courseId),
          sql`${pool.tag} = any(${questions.tags})`,
          taken.length > 0 ? notInArray(questions.id, taken) : undefined,
        ),
      )
      .orderBy(sql`random()`)
      .limit(pool.drawCount);
    chosen.push(...drawn);
  }
  return quiz.shuffleQuestions ? shuffled(chosen) : chosen;
}

const optionOrderOf = (definition: QuestionDefinition, shuffle: boolean): number[] => {
  if (definition.kind !== 'single' && definition.kind !== 'multiple') return [];
  const order = definition.options.map((_, index) => index);
  return shuffle ? shuffled(order) : order;
};

/** A question as the attempt shows it: options in the attempt's order, no key. */
const shownQuestion = (
  id: string,
  definition: QuestionDefinition,
  optionOrder: number[],
): Attempt['questions'][number] => ({
  id,
  kind: definition.kind,
  prompt: definition.prompt,
  points: definition.points,
  options:
    definition.kind === 'single' || definition.kind === 'multiple'
      ? optionOrder.map((index) => ({ index, text: definition.options[index] ?? '' }))
      : [],
});

/** A moment read as JSON text, which both drivers answer alike. */
const isoOf = (value: string | Date): string => new Date(value).toISOString();

/** What a start reads of the test once it holds the test's shared lock. */
const startState = (tx: Transaction, quizId: string, studentId: string) =>
  tx
    .select({
      quiz: quizzes,
      open: sql<boolean>`now() >= ${quizzes.opensAt} and now() < ${quizzes.closesAt}`,
      studentName: sql<string>`(select ${users.name} from ${users} where ${users.id} = ${studentId})`,
      mine: sql<{ id: string; open: boolean; expired: boolean }[]>`(select coalesce(json_agg(json_build_object(
          'id', a.id, 'open', a.submitted_at is null, 'expired', now() > a.deadline + ${grace})), '[]'::json)
        from ${quizAttempts} a where a.quiz_id = ${quizId} and a.student_id = ${studentId})`,
      fixed: sql<DrawnQuestion[]>`(select coalesce(json_agg(json_build_object('id', q.id, 'definition', q.definition)
          order by qq.position), '[]'::json)
        from ${quizQuestions} qq join ${questions} q on q.id = qq.question_id where qq.quiz_id = ${quizId})`,
      pools: sql<{ tag: string; drawCount: number }[]>`(select coalesce(json_agg(json_build_object(
          'tag', p.tag, 'drawCount', p.draw_count) order by p.position), '[]'::json)
        from ${quizPools} p where p.quiz_id = ${quizId})`,
    })
    .from(quizzes)
    .where(eq(quizzes.id, quizId));

type Started = { attempt: Attempt; resumed: false } | { resume: string } | { expired: string };

/**
 * Starts an attempt in one transaction: the test's row is shared-locked (an edit waits), the open
 * attempt is resumed if there is one (or reported expired, to be submitted first), and the new
 * attempt's number must be free under the unique constraint, so two starts that race make one
 * attempt and the limit holds. Few round trips, as a year group starts at the same minute: the lock;
 * the test, the student's attempts and the questions in one statement; the attempt and its questions in another.
 */
async function startOrResume(ctx: AppContext, user: AuthUser, quizId: string): Promise<Started> {
  return ctx.db.transaction(async (tx) => {
    // Locked in a statement of its own: a statement reads what was committed when it began, and an
    // edit this start waited for must be seen.
    await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quizId)).for('share');
    const [state] = await startState(tx, quizId, user.id);
    if (!state) throw notFound(quizMessages.notFound);
    const open = state.mine.find((attempt) => attempt.open);
    if (open) return open.expired ? { expired: open.id } : { resume: open.id };
    if (!state.open) throw conflict('quiz_not_open', quizMessages.notOpen);
    const { quiz } = state;
    const number = state.mine.length + 1;
    if (number > quiz.attemptsAllowed) throw conflict('no_attempts_left', quizMessages.noAttemptsLeft);
    const drawn = (await drawQuestions(tx, quiz, state.fixed, state.pools)).map((question) => ({
      ...question,
      optionOrder: optionOrderOf(question.definition, quiz.shuffleOptions),
    }));
    const items = drawn.map((question, position) => ({
      question_id: question.id,
      position,
      option_order: question.optionOrder,
    }));
    // Both drivers answer a raw statement with { rows }; the generic database type cannot know the row
    // shape. The clock is read as the statement runs (now() is when the transaction began).
    const { rows } = (await tx.execute(sql`with attempt as (
        insert into ${quizAttempts} (quiz_id, student_id, number, deadline, max_score)
        values (${quizId}, ${user.id}, ${number},
          least(now() + make_interval(mins => ${quiz.timeLimitMinutes}), ${iso(quiz.closesAt)}::timestamptz),
          ${drawn.reduce((sum, question) => sum + question.definition.points, 0)})
        returning id, started_at, deadline),
      attempt_questions as (
        insert into ${quizAttemptQuestions} (attempt_id, question_id, position, option_order)
        select attempt.id, item.question_id, item.position, item.option_order
        from attempt, json_to_recordset(${JSON.stringify(items)}::json)
          as item(question_id uuid, position int, option_order int[]))
      select id, to_json(started_at)#>>'{}' as started_at, to_json(deadline)#>>'{}' as deadline,
        to_json(clock_timestamp())#>>'{}' as server_now from attempt`)) as unknown as {
      rows: { id: string; started_at: string; deadline: string; server_now: string }[];
    };
    const [attempt] = rows;
    if (!attempt) throw new Error('insert returned no row');
    return {
      resumed: false as const,
      attempt: {
        id: attempt.id,
        quizId,
        quizTitle: quiz.title,
        courseId: quiz.courseId,
        student: { id: user.id, name: state.studentName },
        number,
        state: 'in_progress' as const,
        startedAt: isoOf(attempt.started_at),
        deadline: isoOf(attempt.deadline),
        serverNow: isoOf(attempt.server_now),
        submittedAt: null,
        autoSubmitted: false,
        questions: drawn.map((question) => shownQuestion(question.id, question.definition, question.optionOrder)),
        answers: {},
        result: null,
      },
    };
  });
}

/** Starts, once more when another start of the same student's won the race (theirs is the open one then). */
async function startOnce(ctx: AppContext, user: AuthUser, quizId: string): Promise<Started> {
  try {
    return await startOrResume(ctx, user, quizId);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return startOrResume(ctx, user, quizId);
  }
}

export async function startAttempt(
  ctx: AppContext,
  user: AuthUser,
  quizId: string,
): Promise<{ attempt: Attempt; resumed: boolean }> {
  const { access } = await loadQuiz(ctx.db, user, quizId);
  if (access !== 'student') throw forbidden(quizMessages.enrolledOnly, 'not_enrolled');
  let started = await startOnce(ctx, user, quizId);
  if ('expired' in started) {
    // The open attempt's time is up: it is submitted, and the start goes on as if it had been.
    await finishAttempt(ctx, started.expired, true);
    started = await startOnce(ctx, user, quizId);
  }
  if ('attempt' in started) return started;
  const id = 'resume' in started ? started.resume : started.expired;
  return { attempt: await readAttempt(ctx.db, id, 'student'), resumed: true };
}

/**
 * Marks and submits the attempt unless it already is: the row is locked, so a save in flight either
 * lands before the marking or is refused after it. `auto` submissions are dated at the deadline.
 */
async function finishAttempt(ctx: AppContext, attemptId: string, auto: boolean): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ attempt: quizAttempts, negative: quizzes.negativeMarkingPercent })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(eq(quizAttempts.id, attemptId))
      .for('update', { of: quizAttempts });
    if (!locked || locked.attempt.submittedAt !== null) return;
    const rows = await tx
      .select({
        questionId: quizAttemptQuestions.questionId,
        answer: quizAttemptQuestions.answer,
        definition: questions.definition,
      })
      .from(quizAttemptQuestions)
      .innerJoin(questions, eq(questions.id, quizAttemptQuestions.questionId))
      .where(eq(quizAttemptQuestions.attemptId, attemptId));
    const marks = rows.map((row) => ({
      questionId: row.questionId,
      ...markAnswer(row.definition, row.answer, locked.negative),
    }));
    if (marks.length > 0) {
      const values = sql.join(
        marks.map((mark) => sql`(${mark.questionId}::uuid, ${mark.awarded}::numeric)`),
        sql`, `,
      );
      await tx.execute(sql`update ${quizAttemptQuestions} set awarded = marks.awarded
        from (values ${values}) as marks(question_id, awarded)
        where ${quizAttemptQuestions.attemptId} = ${attemptId} and ${quizAttemptQuestions.questionId} = marks.question_id`);
    }
    await tx
      .update(quizAttempts)
      .set({
        submittedAt: auto ? quizAttempts.deadline : sql`least(now(), ${quizAttempts.deadline} + ${grace})`,
        autoSubmitted: auto,
        score: totalOf(marks.map((mark) => mark.awarded)),
        pendingMarking: marks.some((mark) => mark.awarded === null),
      })
      .where(eq(quizAttempts.id, attemptId));
  });
}

/**
 * Submits every open attempt whose time (and grace) is up, or only one test's, or one student's at one
 * test. Safe on several instances: each attempt is locked and finished once.
 */
export async function finishExpired(ctx: AppContext, only?: { quizId: string; studentId?: string }): Promise<number> {
  const expired = await ctx.db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        isNull(quizAttempts.submittedAt),
        sql`now() > ${quizAttempts.deadline} + ${grace}`,
        only ? eq(quizAttempts.quizId, only.quizId) : undefined,
        only?.studentId ? eq(quizAttempts.studentId, only.studentId) : undefined,
      ),
    )
    .limit(500);
  for (const { id } of expired) await finishAttempt(ctx, id, true);
  return expired.length;
}

/** How often the server submits attempts whose time is up without their student (a closed tab, a lost phone). */
const EXPIRED_CHECK_MS = 15_000;

export function startQuizChecks(ctx: AppContext): Promise<() => Promise<void>> {
  return startRecurringCheck(ctx, (context) => finishExpired(context), EXPIRED_CHECK_MS, 'the tests check failed');
}

/** The score standing of an attempt among the submitted attempts with its number. */
async function standingOf(db: Database, attempt: AttemptRow, score: number) {
  const cohort = await db
    .select({ score: quizAttempts.score })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.quizId, attempt.quizId),
        eq(quizAttempts.number, attempt.number),
        isNotNull(quizAttempts.submittedAt),
      ),
    );
  const scores = cohort.map((row) => row.score ?? 0);
  return { ...standing(score, scores), cohortSize: scores.length };
}

/** The attempt as `reader` may see it: keys, marks and standing only once submitted and (for students) released. */
export async function readAttempt(db: Database, attemptId: string, reader: Reader): Promise<Attempt> {
  const [row] = await db
    .select({
      attempt: quizAttempts,
      quizTitle: quizzes.title,
      courseId: quizzes.courseId,
      released: quizResultsReleased,
      studentName: users.name,
      serverNow: sql<string>`to_json(now())#>>'{}'`,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(users, eq(users.id, quizAttempts.studentId))
    .where(eq(quizAttempts.id, attemptId));
  if (!row) throw notFound(quizMessages.attemptNotFound);
  const { attempt } = row;
  const items = await db
    .select({ item: quizAttemptQuestions, definition: questions.definition })
    .from(quizAttemptQuestions)
    .innerJoin(questions, eq(questions.id, quizAttemptQuestions.questionId))
    .where(eq(quizAttemptQuestions.attemptId, attemptId))
    .orderBy(asc(quizAttemptQuestions.position));
  const answers: Record<string, GivenAnswer> = {};
  for (const { item } of items) if (item.answer !== null) answers[item.questionId] = item.answer;
  let result: AttemptResult | null = null;
  const submitted = attempt.submittedAt !== null;
  if (submitted && (reader === 'manager' || row.released)) {
    const score = attempt.score ?? 0;
    result = {
      score,
      maxScore: attempt.maxScore,
      percent: attempt.maxScore === 0 ? 0 : Math.round((score / attempt.maxScore) * 1000) / 10,
      pendingMarking: attempt.pendingMarking,
      ...(await standingOf(db, attempt, score)),
      review: items.map(({ item, definition }) => ({
        questionId: item.questionId,
        definition,
        awarded: item.awarded,
        correct: item.awarded === null || item.answer === null ? null : item.awarded >= definition.points,
      })),
    };
  }
  return {
    id: attempt.id,
    quizId: attempt.quizId,
    quizTitle: row.quizTitle,
    courseId: row.courseId,
    student: { id: attempt.studentId, name: row.studentName },
    number: attempt.number,
    state: submitted ? 'submitted' : 'in_progress',
    startedAt: iso(attempt.startedAt),
    deadline: iso(attempt.deadline),
    serverNow: new Date(row.serverNow).toISOString(),
    submittedAt: attempt.submittedAt === null ? null : iso(attempt.submittedAt),
    autoSubmitted: attempt.autoSubmitted,
    questions: items.map(({ item, definition }) => shownQuestion(item.questionId, definition, item.optionOrder)),
    answers,
    result,
  };
}

/**
 * Who reads an attempt: its student, or the course's managers. Another student is told there is no
 * such attempt; another teacher that it is not their course. An attempt past its time is submitted first.
 */
export async function loadAttemptFor(ctx: AppContext, user: AuthUser, attemptId: string): Promise<Reader> {
  const [row] = await ctx.db
    .select({ studentId: quizAttempts.studentId, quizId: quizAttempts.quizId, courseId: quizzes.courseId })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(eq(quizAttempts.id, attemptId));
  if (!row) throw notFound(quizMessages.attemptNotFound);
  if (row.studentId === user.id) {
    await finishExpired(ctx, { quizId: row.quizId, studentId: user.id });
    return 'student';
  }
  if (user.role === 'student') throw notFound(quizMessages.attemptNotFound);
  const access = await courseAccess(ctx.db, user, row.courseId);
  if (access !== 'manager') throw forbidden(courseMessages.notYourCourse, 'not_your_course');
  await finishExpired(ctx, { quizId: row.quizId, studentId: row.studentId });
  return 'manager';
}

export async function getAttempt(ctx: AppContext, user: AuthUser, attemptId: string): Promise<Attempt> {
  const reader = await loadAttemptFor(ctx, user, attemptId);
  return readAttempt(ctx.db, attemptId, reader);
}

/**
 * Saves one answer in one statement that shares the attempt's lock with its marking: the save lands
 * only while the attempt is open and its deadline (with the grace) has not passed by the database clock.
 */
export async function saveAnswer(
  ctx: AppContext,
  user: AuthUser,
  attemptId: string,
  questionId: string,
  answer: GivenAnswer | null,
): Promise<string> {
  const [item] = await ctx.db
    .select({ definition: questions.definition, studentId: quizAttempts.studentId })
    .from(quizAttemptQuestions)
    .innerJoin(quizAttempts, eq(quizAttempts.id, quizAttemptQuestions.attemptId))
    .innerJoin(questions, eq(questions.id, quizAttemptQuestions.questionId))
    .where(and(eq(quizAttemptQuestions.attemptId, attemptId), eq(quizAttemptQuestions.questionId, questionId)));
  if (!item || item.studentId !== user.id) throw notFound(quizMessages.questionNotInAttempt);
  if (answer !== null && !fitsQuestion(item.definition, answer)) {
    throw badRequest(quizMessages.wrongAnswerKind, { answer: quizMessages.wrongAnswerKind });
  }
  // The attempt's row is share-locked in the same statement: a marking in progress holds it for update.
  const openAttempt = ctx.db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.id, attemptId),
        isNull(quizAttempts.submittedAt),
        sql`now() <= ${quizAttempts.deadline} + ${grace}`,
      ),
    )
    .for('share');
  const [row] = await ctx.db
    .update(quizAttemptQuestions)
    .set({ answer, savedAt: sql`now()` })
    .where(and(inArray(quizAttemptQuestions.attemptId, openAttempt), eq(quizAttemptQuestions.questionId, questionId)))
    .returning({ savedAt: quizAttemptQuestions.savedAt });
  if (row?.savedAt) return iso(row.savedAt);
  const [attempt] = await ctx.db
    .select({ submittedAt: quizAttempts.submittedAt })
    .from(quizAttempts)
    .where(eq(quizAttempts.id, attemptId));
  if (attempt?.submittedAt !== null) throw conflict('attempt_submitted', quizMessages.attemptSubmitted);
  await finishAttempt(ctx, attemptId, true);
  throw conflict('time_up', quizMessages.timeUp);
}

/** The student submits; submitting again answers the same attempt. */
export async function submitAttempt(ctx: AppContext, user: AuthUser, attemptId: string): Promise<Attempt> {
  const [row] = await ctx.db
    .select({ studentId: quizAttempts.studentId, expired: sql<boolean>`now() > ${quizAttempts.deadline} + ${grace}` })
    .from(quizAttempts)
    .where(eq(quizAttempts.id, attemptId));
  if (!row || row.studentId !== user.id) throw notFound(quizMessages.attemptNotFound);
  await finishAttempt(ctx, attemptId, row.expired);
  return readAttempt(ctx.db, attemptId, 'student');
}
