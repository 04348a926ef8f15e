import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { quizAttempts, quizPools, quizQuestions, quizzes } from '../../src/db/schema';
import { createCourse, useGeometryClassroom } from '../helpers/courses';
import { expectRefusal, json, send, statusesFor, type TestUser, useTestApp } from '../helpers/test-app';
import { addQuestions, singleChoice, trueFalse } from './quiz-bank';

const t = useTestApp();
const classroom = useGeometryClassroom(t);
const { teacher, otherTeacher, admin, asha, ravi, stranger } = classroom;

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

interface QuizAnswer {
  id: string;
  title: string;
  window: string;
  questionCount: number;
  questionIds: string[] | null;
  pools: { tag: string; count: number }[] | null;
  submittedAttempts: number | null;
  myAttempts: unknown[] | null;
}

let fixedIds: string[] = [];
let otherCourseQuestion = '';

const quizInput = (overrides: object = {}) => ({
  title: 'Unit test 1',
  instructions: 'No calculators.',
  opensAt: inMinutes(-5),
  closesAt: inMinutes(120),
  timeLimitMinutes: 20,
  questionIds: fixedIds,
  pools: [{ tag: 'angles', count: 2 }],
  ...overrides,
});
const create = (as: TestUser | null, payload: object, course = classroom.courseId) =>
  send(t, 'POST', `/api/courses/${course}/quizzes`, { ...(as ? { as } : {}), payload });
const dataOf = <T>(response: Parameters<typeof json>[0]) => json<{ data: T }>(response).data;

beforeAll(async () => {
  fixedIds = await addQuestions(t, classroom.courseId, [
    singleChoice('Sum of angles?', 2),
    trueFalse('A square is a rectangle', true),
  ]);
  await addQuestions(t, classroom.courseId, [
    singleChoice('Right angle?', 1, { tags: ['angles'] }),
    singleChoice('Acute angle?', 0, { tags: ['angles'] }),
    singleChoice('Obtuse angle?', 3, { tags: ['angles'] }),
  ]);
  const other = await createCourse(t, otherTeacher);
  otherCourseQuestion = (await addQuestions(t, other.id, [trueFalse('x = x', true)])).join();
});

describe('building a test', () => {
  it('creates one from fixed questions and a pool, as the course teacher or an admin', async () => {
    const response = await create(teacher, quizInput());
    expect(response.statusCode, response.body).toBe(201);
    const quiz = dataOf<QuizAnswer>(response);
    expect(quiz).toMatchObject({
      title: 'Unit test 1',
      window: 'open',
      questionCount: 4,
      questionIds: fixedIds,
      pools: [{ tag: 'angles', count: 2 }],
      submittedAttempts: 0,
      myAttempts: null,
    });
    expect(await t.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quiz.id))).toHaveLength(2);
    expect((await create(admin, quizInput({ title: 'From the office' }))).statusCode).toBe(201);
  });

  it('refuses visitors, students, other teachers and bad input, writing nothing', async () => {
    const before = await t.db.select().from(quizzes);
    expect(
      await statusesFor(
        t,
        'POST',
        `/api/courses/${classroom.courseId}/quizzes`,
        [null, asha, otherTeacher],
        quizInput(),
      ),
    ).toEqual([401, 403, 403]);
    for (const bad of [
      quizInput({ title: ' ' }),
      quizInput({ closesAt: inMinutes(-10) }),
      quizInput({ timeLimitMinutes: 0 }),
      quizInput({ attemptsAllowed: 21 }),
      quizInput({ negativeMarkingPercent: 101 }),
      quizInput({ release: 'someday' }),
      quizInput({ questionIds: [], pools: [] }),
      quizInput({ questionIds: [fixedIds[0], fixedIds[0]] }),
      quizInput({ questionIds: [otherCourseQuestion] }),
      quizInput({ pools: [{ tag: 'angles', count: 4 }] }),
      quizInput({ pools: [{ tag: 'nothing-here', count: 1 }] }),
    ]) {
      const response = await create(teacher, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const small = await create(teacher, quizInput({ pools: [{ tag: 'angles', count: 4 }] }));
    expect(json<{ errors: Record<string, string> }>(small).errors).toEqual({
      'pools.0.count': 'The bank has too few questions with this tag',
    });
    expect(await t.db.select().from(quizzes)).toHaveLength(before.length);
  });

  it('edits freely until a student starts, then keeps the questions, time and marking', async () => {
    const quiz = dataOf<QuizAnswer>(await create(teacher, quizInput({ title: 'Draft' })));
    const edited = await send(t, 'PUT', `/api/quizzes/${quiz.id}`, {
      as: teacher,
      payload: quizInput({ title: 'Final', pools: [], questionIds: [fixedIds[1]] }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(dataOf<QuizAnswer>(edited)).toMatchObject({ title: 'Final', questionCount: 1, pools: [] });
    expect(await t.db.select().from(quizPools).where(eq(quizPools.quizId, quiz.id))).toEqual([]);
    expect(await statusesFor(t, 'PUT', `/api/quizzes/${quiz.id}`, [null, asha, otherTeacher], quizInput())).toEqual([
      401, 403, 403,
    ]);

    expect((await send(t, 'POST', `/api/quizzes/${quiz.id}/attempts`, { as: asha })).statusCode).toBe(201);
    expectRefusal(
      await send(t, 'PUT', `/api/quizzes/${quiz.id}`, {
        as: teacher,
        payload: quizInput({ title: 'Final', pools: [], questionIds: fixedIds }),
      }),
      409,
      'quiz_started',
      'Students have started this test: its questions, time limit and marking can no longer change',
    );
    const renamed = await send(t, 'PUT', `/api/quizzes/${quiz.id}`, {
      as: teacher,
      payload: quizInput({ title: 'Renamed', pools: [], questionIds: [fixedIds[1]], closesAt: inMinutes(240) }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    expect(await statusesFor(t, 'DELETE', `/api/quizzes/${quiz.id}`, [null, asha, otherTeacher])).toEqual([
      401, 403, 403,
    ]);
    expect((await send(t, 'DELETE', `/api/quizzes/${quiz.id}`, { as: teacher })).statusCode).toBe(200);
    expect(await t.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quiz.id))).toEqual([]);
  });
});

describe('reading tests', () => {
  it('shows the managers the selection and enrolled students only their own attempts, refusing everyone else', async () => {
    const quiz = dataOf<QuizAnswer>(await create(teacher, quizInput({ title: 'Readable' })));
    const asStudent = dataOf<QuizAnswer>(await send(t, 'GET', `/api/quizzes/${quiz.id}`, { as: ravi }));
    expect(asStudent).toMatchObject({ questionIds: null, pools: null, submittedAttempts: null, myAttempts: [] });
    expect(await statusesFor(t, 'GET', `/api/quizzes/${quiz.id}`, [null, stranger, otherTeacher])).toEqual([
      401, 403, 403,
    ]);
    expect(
      await statusesFor(t, 'GET', `/api/courses/${classroom.courseId}/quizzes`, [null, stranger, otherTeacher]),
    ).toEqual([401, 403, 403]);
    const list = dataOf<QuizAnswer[]>(await send(t, 'GET', `/api/courses/${classroom.courseId}/quizzes`, { as: ravi }));
    expect(list.map((item) => item.title)).toContain('Readable');
    expect(await statusesFor(t, 'GET', '/api/quizzes/mine', [null, teacher])).toEqual([401, 403]);
    expect(dataOf<QuizAnswer[]>(await send(t, 'GET', '/api/quizzes/mine', { as: stranger }))).toEqual([]);
    const mine = dataOf<QuizAnswer[]>(await send(t, 'GET', '/api/quizzes/mine', { as: ravi }));
    expect(mine.map((item) => item.title)).toContain('Readable');
    expect(
      (await send(t, 'GET', '/api/quizzes/00000000-0000-4000-8000-000000000000', { as: teacher })).statusCode,
    ).toBe(404);
  });

  it('says upcoming before the window and closed after it', async () => {
    const later = dataOf<QuizAnswer>(await create(teacher, quizInput({ title: 'Later', opensAt: inMinutes(60) })));
    expect(later.window).toBe('upcoming');
    expectRefusal(
      await send(t, 'POST', `/api/quizzes/${later.id}/attempts`, { as: ravi }),
      409,
      'quiz_not_open',
      'This test is not open now',
    );
  });
});
