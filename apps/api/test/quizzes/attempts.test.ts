import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, quizAttemptQuestions, quizAttempts } from '../../src/db/schema';
import { finishExpired } from '../../src/modules/quizzes/attempts';
import { useGeometryClassroom } from '../helpers/courses';
import { expectRefusal, json, send, statusesFor, type TestUser, useTestApp } from '../helpers/test-app';
import { addQuestions, multipleChoice, numeric, shortAnswer, singleChoice, trueFalse } from './quiz-bank';

const t = useTestApp();
const classroom = useGeometryClassroom(t);
const { teacher, otherTeacher, admin, asha, ravi, stranger } = classroom;

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

interface AttemptAnswer {
  id: string;
  number: number;
  state: string;
  deadline: string;
  serverNow: string;
  autoSubmitted: boolean;
  questions: { id: string; kind: string; options: { index: number; text: string }[] }[];
  answers: Record<string, unknown>;
  result: {
    score: number;
    maxScore: number;
    percent: number;
    pendingMarking: boolean;
    rank: number;
    cohortSize: number;
    percentile: number;
    review: { questionId: string; awarded: number | null; correct: boolean | null }[];
  } | null;
}

let ids: { single: string; truth: string; number: string; many: string; short: string; essay: string };

const createQuiz = async (overrides: object = {}) => {
  const response = await send(t, 'POST', `/api/courses/${classroom.courseId}/quizzes`, {
    as: teacher,
    payload: {
      title: 'Mock test',
      opensAt: inMinutes(-5),
      closesAt: inMinutes(120),
      timeLimitMinutes: 20,
      questionIds: [ids.single, ids.truth, ids.number, ids.many, ids.short],
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { id: string } }>(response).data.id;
};
const start = (as: TestUser, quizId: string) => send(t, 'POST', `/api/quizzes/${quizId}/attempts`, { as });
const attemptOf = (response: Parameters<typeof json>[0]) => json<{ data: AttemptAnswer }>(response).data;
const answer = (as: TestUser, attemptId: string, questionId: string, given: object | null) =>
  send(t, 'PUT', `/api/quiz-attempts/${attemptId}/answers/${questionId}`, { as, payload: { answer: given } });
const submit = (as: TestUser, attemptId: string) => send(t, 'POST', `/api/quiz-attempts/${attemptId}/submit`, { as });
const read = (as: TestUser, attemptId: string) => send(t, 'GET', `/api/quiz-attempts/${attemptId}`, { as });
const expire = (attemptId: string) =>
  t.db.update(quizAttempts).set({ deadline: sql`now() - interval '1 minute'` }).where(eq(quizAttempts.id, attemptId));

beforeAll(async () => {
  const [single, truth, number, many, short, essay] = await addQuestions(t, classroom.courseId, [
    singleChoice('Angles in a triangle add up to?', 2, { points: 4 }),
    trueFalse('A square is a rectangle', true),
    numeric('Half of five', 2.5, 0.01),
    multipleChoice('Which are prime?', [1, 3]),
    shortAnswer('The longest side of a right triangle', ['hypotenuse']),
    shortAnswer('Explain why', [], true),
  ]);
  ids = {
    single: single ?? '',
    truth: truth ?? '',
    number: number ?? '',
    many: many ?? '',
    short: short ?? '',
    essay: essay ?? '',
  };
});

describe('taking a test', () => {
  let quizId: string;
  let attemptId: string;

  it('starts an attempt on the server clock without an answer key, and resumes it on a second start', async () => {
    quizId = await createQuiz();
    const started = await start(asha, quizId);
    expect(started.statusCode, started.body).toBe(201);
    expect(json(started)).toMatchObject({ resumed: false });
    const attempt = attemptOf(started);
    attemptId = attempt.id;
    expect(attempt).toMatchObject({ number: 1, state: 'in_progress', result: null, answers: {} });
    const timeLeft = Date.parse(attempt.deadline) - Date.parse(attempt.serverNow);
    expect(timeLeft).toBeGreaterThan(19 * MINUTE);
    expect(timeLeft).toBeLessThanOrEqual(20 * MINUTE);
    expect(attempt.questions.map((question) => question.kind)).toEqual([
      'single',
      'true_false',
      'numeric',
      'multiple',
      'short',
    ]);
    for (const secret of ['correct', 'accepted', 'explanation', 'tolerance', 'hypotenuse']) {
      expect(started.body).not.toContain(secret);
    }

    const again = await start(asha, quizId);
    expect(again.statusCode).toBe(201);
    expect(json(again)).toMatchObject({ resumed: true, message: 'परीक्षा फिर से शुरू हुई', data: { id: attemptId } });
  });

  it('saves each answer as it is given, and a reload finds them', async () => {
    const saved = await answer(asha, attemptId, ids.single, { kind: 'single', option: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<{ savedAt: string }>(saved).savedAt).toMatch(/^\d{4}-/);
    for (const [questionId, given] of [
      [ids.truth, { kind: 'true_false', value: false }],
      [ids.number, { kind: 'numeric', value: 2.505 }],
      [ids.many, { kind: 'multiple', options: [1, 3] }],
      [ids.short, { kind: 'short', text: 'Hypotenuse ' }],
    ] as const) {
      expect((await answer(asha, attemptId, questionId, given)).statusCode).toBe(200);
    }
    const reloaded = attemptOf(await read(asha, attemptId));
    expect(reloaded.answers).toEqual({
      [ids.single]: { kind: 'single', option: 2 },
      [ids.truth]: { kind: 'true_false', value: false },
      [ids.number]: { kind: 'numeric', value: 2.505 },
      [ids.many]: { kind: 'multiple', options: [1, 3] },
      [ids.short]: { kind: 'short', text: 'Hypotenuse ' },
    });
  });

  it('refuses an answer that does not fit, a question not in the attempt, and anyone but its student', async () => {
    const before = await t.db.select().from(quizAttemptQuestions).where(eq(quizAttemptQuestions.attemptId, attemptId));
    expect((await answer(asha, attemptId, ids.single, { kind: 'true_false', value: true })).statusCode).toBe(400);
    expect((await answer(asha, attemptId, ids.single, { kind: 'single', option: 9 })).statusCode).toBe(400);
    expect((await answer(asha, attemptId, ids.single, { kind: 'essay' })).statusCode).toBe(400);
    expect((await answer(asha, attemptId, ids.essay, { kind: 'short', text: 'x' })).statusCode).toBe(404);
    expect((await answer(ravi, attemptId, ids.single, { kind: 'single', option: 0 })).statusCode).toBe(404);
    expect(
      await statusesFor(t, 'PUT', `/api/quiz-attempts/${attemptId}/answers/${ids.single}`, [null, teacher], {
        answer: null,
      }),
    ).toEqual([401, 403]);
    expect(await t.db.select().from(quizAttemptQuestions).where(eq(quizAttemptQuestions.attemptId, attemptId))).toEqual(
      before,
    );
    expect((await read(ravi, attemptId)).statusCode).toBe(404);
    expect(await statusesFor(t, 'GET', `/api/quiz-attempts/${attemptId}`, [null, otherTeacher])).toEqual([401, 403]);
    expect(await statusesFor(t, 'POST', `/api/quiz-attempts/${attemptId}/submit`, [null, teacher, ravi])).toEqual([
      401, 403, 404,
    ]);
  });

  it('marks on submit, with the score, rank and review at once when released at once', async () => {
    const submitted = await submit(asha, attemptId);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const attempt = attemptOf(submitted);
    // 4 (single) + 0 (wrong true/false) + 2 (numeric within tolerance) + 2 (both primes) + 3 (short, normalised).
    expect(attempt.result).toMatchObject({
      score: 11,
      maxScore: 12,
      percent: 91.7,
      pendingMarking: false,
      rank: 1,
      cohortSize: 1,
      percentile: 50,
    });
    expect(attempt.result?.review.find((item) => item.questionId === ids.truth)).toMatchObject({
      awarded: 0,
      correct: false,
    });
    expect(attempt.autoSubmitted).toBe(false);
    expect(json(await submit(asha, attemptId))).toMatchObject({ data: { id: attemptId, result: { score: 11 } } });
    expectRefusal(
      await answer(asha, attemptId, ids.truth, { kind: 'true_false', value: true }),
      409,
      'attempt_submitted',
      'यह प्रयास पहले ही जमा हो चुका है',
    );
  });

  it('allows only the attempts the test allows, counted by the database even when starts race', async () => {
    expectRefusal(await start(asha, quizId), 409, 'no_attempts_left', 'आपने इस परीक्षा के सभी प्रयास कर लिए हैं');
    const racing = await Promise.all(Array.from({ length: 5 }, () => start(ravi, quizId)));
    expect(racing.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(racing.map((response) => attemptOf(response).id)).size).toBe(1);
    const rows = await t.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.studentId, ravi.id)));
    expect(rows).toHaveLength(1);
    expect(await statusesFor(t, 'POST', `/api/quizzes/${quizId}/attempts`, [null, teacher, stranger])).toEqual([
      401, 403, 403,
    ]);
  });

  it('ranks the cohort: Ravi answers one question and comes second', async () => {
    const [ravisAttempt] = await t.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.studentId, ravi.id)));
    const id = ravisAttempt?.id ?? '';
    await answer(ravi, id, ids.single, { kind: 'single', option: 2 });
    const result = attemptOf(await submit(ravi, id)).result;
    expect(result).toMatchObject({ score: 4, rank: 2, cohortSize: 2, percentile: 25 });
    expect(attemptOf(await read(asha, attemptId)).result).toMatchObject({ rank: 1, cohortSize: 2, percentile: 75 });
  });
});

describe('when time is up', () => {
  it('refuses a late save, submits the attempt with the answers given in time, and says so', async () => {
    const quizId = await createQuiz({ title: 'Timed', questionIds: [ids.single, ids.truth] });
    const attempt = attemptOf(await start(ravi, quizId));
    await answer(ravi, attempt.id, ids.single, { kind: 'single', option: 2 });
    await expire(attempt.id);
    expectRefusal(
      await answer(ravi, attempt.id, ids.truth, { kind: 'true_false', value: true }),
      409,
      'time_up',
      'Time is up: the attempt has been submitted',
    );
    const after = attemptOf(await read(ravi, attempt.id));
    expect(after).toMatchObject({ state: 'submitted', autoSubmitted: true, result: { score: 4, maxScore: 5 } });
    expect(after.answers).toEqual({ [ids.single]: { kind: 'single', option: 2 } });
  });

  it('submits an attempt left open past its time when its student starts again, then starts the next one', async () => {
    const quizId = await createQuiz({ title: 'Second chance', questionIds: [ids.truth], attemptsAllowed: 2 });
    const first = attemptOf(await start(asha, quizId));
    await answer(asha, first.id, ids.truth, { kind: 'true_false', value: true });
    await expire(first.id);
    const again = await start(asha, quizId);
    expect(again.statusCode, again.body).toBe(201);
    expect(json(again)).toMatchObject({ resumed: false });
    const second = attemptOf(again);
    expect(second).toMatchObject({ number: 2, state: 'in_progress', answers: {}, result: null });
    expect(second.id).not.toBe(first.id);
    const [firstRow] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, first.id));
    expect(firstRow).toMatchObject({ autoSubmitted: true, score: 1 });
    // The second attempt resumes as started: the same questions, deadline and clock reading.
    const resumed = await start(asha, quizId);
    expect(json(resumed)).toMatchObject({ resumed: true });
    expect(attemptOf(resumed)).toMatchObject({ id: second.id, deadline: second.deadline, questions: second.questions });
    expect(Date.parse(attemptOf(resumed).serverNow)).toBeGreaterThanOrEqual(Date.parse(second.serverNow));
    await expire(second.id);
    expectRefusal(await start(asha, quizId), 409, 'no_attempts_left', 'आपने इस परीक्षा के सभी प्रयास कर लिए हैं');
  });

  it('submits attempts left open by their students in the recurring check, once however many instances run it', async () => {
    const quizId = await createQuiz({ title: 'Abandoned', questionIds: [ids.truth] });
    const attempt = attemptOf(await start(asha, quizId));
    await answer(asha, attempt.id, ids.truth, { kind: 'true_false', value: true });
    await expire(attempt.id);
    await Promise.all([finishExpired(t.app.ctx), finishExpired(t.app.ctx)]);
    const [row] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id));
    expect(row).toMatchObject({ autoSubmitted: true, score: 1, pendingMarking: false });
    expect(row?.submittedAt?.getTime()).toBe(row?.deadline.getTime());
  });

  it('caps the deadline at the closing time and takes negative marking off wrong answers', async () => {
    const quizId = await createQuiz({
      title: 'Closing soon',
      closesAt: inMinutes(3),
      negativeMarkingPercent: 25,
      questionIds: [ids.single, ids.truth],
    });
    const attempt = attemptOf(await start(asha, quizId));
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.serverNow)).toBeLessThanOrEqual(3 * MINUTE);
    await answer(asha, attempt.id, ids.single, { kind: 'single', option: 0 });
    expect(attemptOf(await submit(asha, attempt.id)).result).toMatchObject({ score: -1, maxScore: 5 });
  });
});

describe('releasing results and marking by hand', () => {
  it('hides scores and answers until released by hand, then shows them', async () => {
    const quizId = await createQuiz({
      title: 'Released later',
      release: 'manual',
      questionIds: [ids.single, ids.essay],
    });
    const attempt = attemptOf(await start(ravi, quizId));
    await answer(ravi, attempt.id, ids.essay, { kind: 'short', text: 'Because the angles of a straight line add up.' });
    const submitted = await submit(ravi, attempt.id);
    expect(attemptOf(submitted).result).toBeNull();
    expect(submitted.body).not.toContain('"correct"');
    const mine = json<{ data: { id: string; myAttempts: { score: number | null }[] }[] }>(
      await send(t, 'GET', '/api/quizzes/mine', { as: ravi }),
    ).data.find((quiz) => quiz.id === quizId);
    expect(mine?.myAttempts).toMatchObject([{ score: null }]);

    const asTeacher = attemptOf(await read(teacher, attempt.id));
    expect(asTeacher.result).toMatchObject({ score: 0, pendingMarking: true });

    const markUrl = `/api/quiz-attempts/${attempt.id}/marks/${ids.essay}`;
    expect(await statusesFor(t, 'PUT', markUrl, [null, ravi, otherTeacher], { points: 2 })).toEqual([401, 403, 403]);
    expect((await send(t, 'PUT', markUrl, { as: teacher, payload: { points: 4 } })).statusCode).toBe(400);
    expect(
      (
        await send(t, 'PUT', `/api/quiz-attempts/${attempt.id}/marks/${ids.single}`, {
          as: teacher,
          payload: { points: 1 },
        })
      ).statusCode,
    ).toBe(400);
    const marked = await send(t, 'PUT', markUrl, { as: admin, payload: { points: 2.5 } });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(attemptOf(marked).result).toMatchObject({ score: 2.5, pendingMarking: false });
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'quiz_mark.changed_by_admin'));
    expect(audited).toMatchObject([{ actorId: admin.id, subjectId: ravi.id }]);

    const releaseUrl = `/api/quizzes/${quizId}/release`;
    expect(await statusesFor(t, 'POST', releaseUrl, [null, ravi, otherTeacher])).toEqual([401, 403, 403]);
    const released = await send(t, 'POST', releaseUrl, { as: teacher });
    expect(json(released)).toMatchObject({ message: 'Results released', data: { resultsReleased: true } });
    expect(attemptOf(await read(ravi, attempt.id)).result).toMatchObject({ score: 2.5, rank: 1 });
  });

  it('refuses a mark while the attempt is still being taken', async () => {
    const quizId = await createQuiz({ title: 'Still going', questionIds: [ids.essay] });
    const attempt = attemptOf(await start(asha, quizId));
    expectRefusal(
      await send(t, 'PUT', `/api/quiz-attempts/${attempt.id}/marks/${ids.essay}`, {
        as: teacher,
        payload: { points: 1 },
      }),
      409,
      'attempt_in_progress',
      'The attempt is not submitted yet',
    );
  });
});

describe("the teacher's results", () => {
  it('lists every submitted attempt with its rank and how each question did, and downloads them', async () => {
    const quizId = await createQuiz({ title: 'Results', questionIds: [ids.single, ids.truth] });
    for (const [student, option] of [
      [asha, 2],
      [ravi, 1],
    ] as const) {
      const attempt = attemptOf(await start(student, quizId));
      await answer(student, attempt.id, ids.single, { kind: 'single', option });
      await submit(student, attempt.id);
    }
    const response = await send(t, 'GET', `/api/quizzes/${quizId}/results`, { as: teacher });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = json<{
      data: {
        attempts: { student: { name: string }; score: number; rank: number }[];
        questions: { questionId: string; seen: number; answered: number; difficulty: number }[];
        distribution: { from: number; count: number }[];
        averagePercent: number;
        medianPercent: number;
      };
    }>(response);
    expect(data.attempts.map((row) => [row.student.name, row.score, row.rank])).toEqual([
      ['Asha Rao', 4, 1],
      ['Ravi Kumar', 0, 2],
    ]);
    expect(data.questions.find((row) => row.questionId === ids.single)).toMatchObject({
      seen: 2,
      answered: 2,
      difficulty: 0.5,
    });
    expect(data.questions.find((row) => row.questionId === ids.truth)).toMatchObject({ answered: 0, difficulty: 0 });
    expect(data.distribution.find((band) => band.from === 80)?.count).toBe(1);
    expect(data.distribution.find((band) => band.from === 0)?.count).toBe(1);
    expect(data).toMatchObject({ averagePercent: 40, medianPercent: 40 });

    const csv = await send(t, 'GET', `/api/quizzes/${quizId}/results/export`, { as: teacher });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('results-results.csv');
    expect(csv.body.split('\n')[0]).toBe(
      'Student,Email,Attempt,Started,Submitted,Submitted when time was up,Score,Out of,Percent,Rank,Waiting for marks',
    );
    expect(csv.body).toContain(`Asha Rao,${asha.email},1,`);
    for (const url of [`/api/quizzes/${quizId}/results`, `/api/quizzes/${quizId}/results/export`]) {
      expect(await statusesFor(t, 'GET', url, [null, asha, otherTeacher])).toEqual([401, 403, 403]);
    }
  });
});
