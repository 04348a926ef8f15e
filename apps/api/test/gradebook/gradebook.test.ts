import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assignmentSubmissions,
  assignments,
  auditLog,
  gradebookCategories,
  gradebookSettings,
  quizAttempts,
  quizQuestions,
  quizzes,
} from '../../src/db/schema';
import { createCourse, useGeometryClassroom } from '../helpers/courses';
import { json, send, statusesFor, type TestUser, useTestApp } from '../helpers/test-app';
import { addQuestions, singleChoice } from '../quizzes/quiz-bank';

const t = useTestApp();
const classroom = useGeometryClassroom(t);
const { teacher, otherTeacher, admin, asha, ravi, stranger } = classroom;

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR);

interface Cell {
  state: string;
  earned: number | null;
  outOf: number;
}
interface Row {
  student: { name: string };
  cells: Cell[];
  categories: { categoryId: string | null; percent: number | null }[];
  percent: number | null;
  grade: string | null;
}
interface Book {
  missingWork: string;
  categories: { id: string; name: string; weight: number }[];
  columns: { key: string; kind: string; id: string; title: string; points: number; categoryId: string | null }[];
  rows: Row[];
}

const url = () => `/api/courses/${classroom.courseId}/gradebook`;
const read = async (as: TestUser = teacher): Promise<Book> => {
  const response = await send(t, 'GET', url(), { as });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: Book }>(response).data;
};
const rowOf = (book: Book, name: string): Row => {
  const row = book.rows.find((candidate) => candidate.student.name === name);
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};
const cellOf = (book: Book, name: string, title: string): Cell | undefined =>
  rowOf(book, name).cells[book.columns.findIndex((column) => column.title === title)];
const saveSetup = (as: TestUser | null, payload: object) =>
  send(t, 'PUT', `${url()}/setup`, { ...(as ? { as } : {}), payload });

let homework1 = '';
let homework2 = '';
let unitTest = '';

beforeAll(async () => {
  const courseId = classroom.courseId;
  const [first, second] = await t.db
    .insert(assignments)
    .values([
      {
        courseId,
        title: 'Homework 1',
        dueAt: at(-48),
        points: 10,
        lateAccepted: true,
        latePenaltyPercent: 20,
        submissionKind: 'text',
        allowedFileTypes: [],
        maxFileBytes: 1024,
      },
      {
        courseId,
        title: 'Homework 2',
        dueAt: at(48),
        points: 20,
        submissionKind: 'text',
        allowedFileTypes: [],
        maxFileBytes: 1024,
      },
    ])
    .returning({ id: assignments.id });
  homework1 = first?.id ?? '';
  homework2 = second?.id ?? '';
  await t.db.insert(assignmentSubmissions).values([
    // Late with a 20% penalty: 10 points score 8.
    { assignmentId: homework1, studentId: asha.id, late: true, points: 10, gradedAt: at(-1), releasedAt: at(-1) },
    // Graded, not released: the teacher sees 15, Asha nothing yet.
    { assignmentId: homework2, studentId: asha.id, points: 15, gradedAt: at(-1) },
  ]);

  const questionIds = await addQuestions(t, courseId, [
    singleChoice('Q1', 0, { points: 10 }),
    singleChoice('Q2', 0, { points: 10 }),
  ]);
  const [quiz] = await t.db
    .insert(quizzes)
    .values({
      courseId,
      title: 'Unit test',
      opensAt: at(-30),
      closesAt: at(-24),
      timeLimitMinutes: 30,
      attemptsAllowed: 2,
      release: 'immediately',
    })
    .returning({ id: quizzes.id });
  unitTest = quiz?.id ?? '';
  await t.db
    .insert(quizQuestions)
    .values(questionIds.map((questionId, position) => ({ quizId: unitTest, questionId, position })));
  const attempt = (studentId: string, number: number, score: number, pendingMarking = false) => ({
    quizId: unitTest,
    studentId,
    number,
    startedAt: at(-29),
    deadline: at(-28.5),
    submittedAt: at(-28.6),
    score,
    maxScore: 20,
    pendingMarking,
  });
  // Asha's best attempt counts; Ravi's waits for a short answer to be marked.
  await t.db
    .insert(quizAttempts)
    .values([attempt(asha.id, 1, 10), attempt(asha.id, 2, 18), attempt(ravi.id, 1, 5, true)]);
});

describe('the teacher reads the gradebook', () => {
  it('has a column per assignment and test, each student by their marks, missing work counted as zero', async () => {
    const book = await read();
    expect(book.missingWork).toBe('zero');
    expect(book.columns.map((column) => [column.kind, column.title, column.points])).toEqual([
      ['assignment', 'Homework 1', 10],
      ['test', 'Unit test', 20],
      ['assignment', 'Homework 2', 20],
    ]);
    expect(book.rows.map((row) => row.student.name)).toEqual(['Asha Rao', 'Ravi Kumar']);
    expect(rowOf(book, 'Asha Rao').cells).toEqual([
      { state: 'graded', earned: 8, outOf: 10 },
      { state: 'graded', earned: 18, outOf: 20 },
      { state: 'waiting', earned: 15, outOf: 20 },
    ]);
    expect(rowOf(book, 'Ravi Kumar').cells).toEqual([
      { state: 'missing', earned: null, outOf: 10 },
      { state: 'waiting', earned: 5, outOf: 20 },
      { state: 'open', earned: null, outOf: 20 },
    ]);
    // (18 + 8) / (20 + 10) = 86.7 %; Ravi: 0 of 10.
    expect(rowOf(book, 'Asha Rao')).toMatchObject({ percent: 87, grade: 'B' });
    expect(rowOf(book, 'Ravi Kumar')).toMatchObject({ percent: 0, grade: 'F' });
    expect((await read(admin)).rows).toHaveLength(2);
  });

  it('refuses visitors, students and other teachers', async () => {
    expect(await statusesFor(t, 'GET', url(), [null, asha, otherTeacher])).toEqual([401, 403, 403]);
    expect(await statusesFor(t, 'GET', `${url()}/export`, [null, asha, otherTeacher])).toEqual([401, 403, 403]);
    expect(
      await statusesFor(t, 'GET', '/api/courses/00000000-0000-4000-8000-000000000000/gradebook', [teacher]),
    ).toEqual([404]);
  });
});

describe('setting up categories, weights and missing work', () => {
  it('leaves missing work out when the course says so', async () => {
    const saved = await saveSetup(teacher, { missingWork: 'excluded', categories: [], columns: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    const book = json<{ data: Book }>(saved).data;
    expect(rowOf(book, 'Ravi Kumar')).toMatchObject({ percent: null, grade: null });
    expect(rowOf(book, 'Asha Rao').percent).toBe(87);
  });

  it('weights categories, and a column in no category does not count once any category has a weight', async () => {
    const saved = await saveSetup(teacher, {
      missingWork: 'zero',
      categories: [
        { name: 'Homework', weight: 40 },
        { name: 'Tests', weight: 60 },
      ],
      columns: [
        { kind: 'assignment', id: homework1, category: 'homework' },
        { kind: 'assignment', id: homework2, category: 'Homework' },
        { kind: 'test', id: unitTest, category: 'Tests' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const book = json<{ data: Book }>(saved).data;
    const [homework, tests] = book.categories;
    expect(book.categories.map(({ name, weight }) => [name, weight])).toEqual([
      ['Homework', 40],
      ['Tests', 60],
    ]);
    // Homework 8/10 = 80 %, tests 18/20 = 90 %: 0.4 × 80 + 0.6 × 90 = 86.
    expect(rowOf(book, 'Asha Rao')).toMatchObject({
      categories: [
        { categoryId: homework?.id, percent: 80 },
        { categoryId: tests?.id, percent: 90 },
      ],
      percent: 86,
      grade: 'B',
    });
    // Ravi's test waits to be marked: only homework (a missing 0) counts.
    expect(rowOf(book, 'Ravi Kumar')).toMatchObject({ percent: 0 });

    // The teacher's course score appears as a column; in no category, it does not count.
    expect(
      (
        await send(t, 'PUT', `/api/courses/${classroom.courseId}/scores/${asha.id}`, {
          as: teacher,
          payload: { score: 40 },
        })
      ).statusCode,
    ).toBe(200);
    const scored = await read();
    expect(scored.columns.at(-1)).toMatchObject({
      kind: 'score',
      id: classroom.courseId,
      title: 'Course score',
      categoryId: null,
    });
    expect(cellOf(scored, 'Asha Rao', 'Course score')).toEqual({ state: 'graded', earned: 40, outOf: 100 });
    expect(rowOf(scored, 'Asha Rao').percent).toBe(86);
    expect(rowOf(scored, 'Asha Rao').categories.at(-1)).toEqual({ categoryId: null, percent: 40 });
  });

  it('renames and swaps categories kept by id, and deletes those left out', async () => {
    const before = await read();
    const [homework, tests] = before.categories;
    const saved = await saveSetup(teacher, {
      missingWork: 'zero',
      categories: [
        { id: homework?.id, name: 'Tests', weight: 50 },
        { id: tests?.id, name: 'Homework', weight: 50 },
        { name: 'Teacher', weight: 10 },
      ],
      columns: [{ kind: 'score', id: classroom.courseId, category: 'Teacher' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const book = json<{ data: Book }>(saved).data;
    expect(book.categories.map((category) => [category.id, category.name])).toEqual([
      [homework?.id, 'Tests'],
      [tests?.id, 'Homework'],
      [expect.any(String), 'Teacher'],
    ]);
    // The score column is now counted: (50 × 80 + 50 × 90 + 10 × 40) / 110 = 81.
    expect(rowOf(book, 'Asha Rao').percent).toBe(81);

    const trimmed = await saveSetup(teacher, {
      missingWork: 'zero',
      categories: [{ id: homework?.id, name: 'Tests', weight: 50 }],
      columns: [],
    });
    expect(trimmed.statusCode, trimmed.body).toBe(200);
    const [test] = await t.db.select().from(quizzes).where(eq(quizzes.id, unitTest));
    expect(test?.gradebookCategoryId).toBeNull();
    expect(await t.db.select().from(gradebookCategories)).toHaveLength(1);
  });

  it('refuses bad setups and the wrong callers, writing nothing', async () => {
    const [other] = await t.db.select().from(gradebookCategories);
    const otherCourse = await createCourse(t, otherTeacher);
    const [foreign] = await t.db
      .insert(gradebookCategories)
      .values({ courseId: otherCourse.id, name: 'Elsewhere', weight: 5, position: 0 })
      .returning();
    const good = { missingWork: 'zero', categories: [{ id: other?.id, name: 'Tests', weight: 50 }], columns: [] };
    expect(await statusesFor(t, 'PUT', `${url()}/setup`, [null, asha, otherTeacher], good)).toEqual([401, 403, 403]);

    const settingsBefore = await t.db.select().from(gradebookSettings);
    const categoriesBefore = await t.db.select().from(gradebookCategories);
    for (const [bad, field] of [
      [{ ...good, missingWork: 'half' }, 'missingWork'],
      [
        {
          ...good,
          categories: [
            { name: 'A', weight: 1 },
            { name: 'a', weight: 2 },
          ],
        },
        'categories.1.name',
      ],
      [{ ...good, categories: [{ name: 'A', weight: 101 }] }, 'categories.0.weight'],
      [{ ...good, categories: [{ name: ' ', weight: 1 }] }, 'categories.0.name'],
      [{ ...good, columns: [{ kind: 'test', id: unitTest, category: 'Nowhere' }] }, 'columns.0.category'],
      [{ ...good, categories: [{ id: foreign?.id, name: 'Mine now', weight: 1 }] }, 'categories.0.id'],
      [
        { ...good, missingWork: 'excluded', columns: [{ kind: 'assignment', id: unitTest, category: null }] },
        'columns.0.id',
      ],
    ] as const) {
      const response = await saveSetup(teacher, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(json<{ errors: Record<string, string> }>(response).errors ?? {}), response.body).toContain(
        field,
      );
    }
    expect(await t.db.select().from(gradebookSettings)).toEqual(settingsBefore);
    expect(await t.db.select().from(gradebookCategories)).toEqual(categoriesBefore);
  });

  it("audits an admin's change to another teacher's gradebook", async () => {
    const response = await saveSetup(admin, { missingWork: 'zero', categories: [], columns: [] });
    expect(response.statusCode, response.body).toBe(200);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'gradebook.changed_by_admin'));
    expect(audited).toMatchObject([{ actorId: admin.id, subjectId: teacher.id }]);
  });
});

describe('the CSV', () => {
  it('has a row per student with each mark, the categories and the grade, headings in the reader language', async () => {
    const response = await send(t, 'GET', `${url()}/export`, { as: teacher });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('geometry-gradebook.csv');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Student,Email,Homework 1 (out of 10),Unit test (out of 20),Homework 2 (out of 20),Course score (out of 100),Course grade (%),Grade',
    );
    // Asha: (8 + 18 + 40) / (10 + 20 + 100) = 50.8 %.
    expect(lines[1]).toBe(`Asha Rao,${asha.email},8,18,waiting,40,51,F`);
    expect(lines[2]).toBe(`Ravi Kumar,${ravi.email},missing,waiting,,,0,F`);
  });
});

describe("the student's own grades", () => {
  it('shows released marks only, and the same grade as the teacher sees', async () => {
    const response = await send(t, 'GET', `${url()}/mine`, { as: asha });
    expect(response.statusCode, response.body).toBe(200);
    const mine = json<{ data: { columns: unknown[]; row: Row } }>(response).data;
    expect(mine.row.cells[2]).toEqual({ state: 'waiting', earned: null, outOf: 20 });
    expect(mine.row.percent).toBe(rowOf(await read(), 'Asha Rao').percent);
    expect(await statusesFor(t, 'GET', `${url()}/mine`, [null, teacher, stranger])).toEqual([401, 403, 403]);
  });

  it('feeds the Progress page and the profile average', async () => {
    const progress = await send(t, 'GET', '/api/progress/me', { as: asha });
    const data = json<{ data: { averageScore: number; courses: { score: number; grade: string }[] } }>(progress).data;
    expect(data.courses[0]).toMatchObject({ score: 51, grade: 'F' });
    expect(data.averageScore).toBe(51);
  });
});
