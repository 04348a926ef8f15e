import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assignmentSubmissions,
  assignments,
  courseGrades,
  courseScores,
  gradeChanges,
  gradeRefreshes,
} from '../../src/db/schema';
import { useGeometryClassroom } from '../helpers/courses';
import { json, send, type TestUser, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const classroom = useGeometryClassroom(t);
const { teacher, otherTeacher, admin, asha, ravi } = classroom;

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR);

interface PerformanceRow {
  student: { name: string };
  course: { id: string };
  score: number | null;
  grade: string | null;
}

const performance = async (as: TestUser, query = ''): Promise<PerformanceRow[]> => {
  const response = await send(t, 'GET', `/api/analytics/performance?courseId=${classroom.courseId}${query}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: PerformanceRow[] }>(response).data;
};
const scoresOf = (rows: PerformanceRow[]) => rows.map((row) => [row.student.name, row.score, row.grade]);
const stored = async (studentId: string) => {
  const [row] = await t.db
    .select({ percent: courseGrades.percent })
    .from(courseGrades)
    .where(and(eq(courseGrades.courseId, classroom.courseId), eq(courseGrades.studentId, studentId)));
  return row?.percent ?? null;
};

let homework = '';
let ashaSubmission = '';

beforeAll(async () => {
  const [assignment] = await t.db
    .insert(assignments)
    .values({
      courseId: classroom.courseId,
      title: 'Homework 1',
      dueAt: at(-24),
      points: 20,
      submissionKind: 'text',
      allowedFileTypes: [],
      maxFileBytes: 1024,
    })
    .returning({ id: assignments.id });
  homework = assignment?.id ?? '';
  const [submission] = await t.db
    .insert(assignmentSubmissions)
    .values({ assignmentId: homework, studentId: asha.id, points: 15, gradedAt: at(-1) })
    .returning({ id: assignmentSubmissions.id });
  ashaSubmission = submission?.id ?? '';
});

describe("the teacher's performance table shows the gradebook's course grade", () => {
  it('counts only what the student sees: a grade waiting for release is not in it, missing work is zero', async () => {
    // Asha's 15/20 is not released: her work is waiting, so nothing counts yet; Ravi's is missing.
    expect(scoresOf(await performance(teacher))).toEqual([
      ['Asha Rao', null, null],
      ['Ravi Kumar', 0, 'F'],
    ]);
    const released = await send(t, 'POST', `/api/assignment-submissions/${ashaSubmission}/release`, { as: teacher });
    expect(released.statusCode, released.body).toBe(200);
    expect(scoresOf(await performance(teacher))).toEqual([
      ['Asha Rao', 75, 'C'],
      ['Ravi Kumar', 0, 'F'],
    ]);
  });

  it("follows the gradebook's setup and the score sheet, and sorts by the grade", async () => {
    const setup = await send(t, 'PUT', `/api/courses/${classroom.courseId}/gradebook/setup`, {
      as: teacher,
      payload: { missingWork: 'excluded', categories: [], columns: [] },
    });
    expect(setup.statusCode, setup.body).toBe(200);
    expect(scoresOf(await performance(teacher, '&sort=score&order=desc'))).toEqual([
      ['Asha Rao', 75, 'C'],
      ['Ravi Kumar', null, null],
    ]);
    // A course score adds a column out of 100: Asha (15 + 95) / 120, Ravi 60 / 100.
    await t.db.insert(courseScores).values([
      { courseId: classroom.courseId, studentId: asha.id, score: 95 },
      { courseId: classroom.courseId, studentId: ravi.id, score: 60 },
    ]);
    expect(scoresOf(await performance(teacher, '&sort=score&order=asc'))).toEqual([
      ['Ravi Kumar', 60, 'D'],
      ['Asha Rao', 92, 'A'],
    ]);
    expect(scoresOf(await performance(admin, '&sort=score&order=desc')).map(([name]) => name)).toEqual([
      'Asha Rao',
      'Ravi Kumar',
    ]);
  });

  it('recomputes when a due time passes with no write at all', async () => {
    await send(t, 'PUT', `/api/courses/${classroom.courseId}/gradebook/setup`, {
      as: teacher,
      payload: { missingWork: 'zero', categories: [], columns: [] },
    });
    const [later] = await t.db
      .insert(assignments)
      .values({
        courseId: classroom.courseId,
        title: 'Homework 2',
        dueAt: at(-2),
        points: 40,
        submissionKind: 'text',
        allowedFileTypes: [],
        maxFileBytes: 1024,
      })
      .returning({ id: assignments.id });
    expect(later).toBeDefined();
    await performance(teacher);
    expect(await stored(ravi.id)).toBe(38); // 60 of (20 + 40 + 100), Homework 2 already missing
    // As if the grades had been computed before Homework 2 fell due, and nothing written since.
    await t.db
      .update(assignments)
      .set({ dueAt: at(-1) })
      .where(eq(assignments.id, later?.id ?? ''));
    await t.db.delete(gradeChanges);
    await t.db.update(gradeRefreshes).set({ computedAt: at(-1.5) });
    await t.db.update(courseGrades).set({ percent: 50 }).where(eq(courseGrades.studentId, ravi.id));
    expect(scoresOf(await performance(teacher)).find(([name]) => name === 'Ravi Kumar')).toEqual([
      'Ravi Kumar',
      38,
      'F',
    ]);
  });

  it('shows the same grade in the dashboard rows', async () => {
    const response = await send(t, 'GET', '/api/dashboard/teacher', { as: teacher });
    expect(response.statusCode, response.body).toBe(200);
    const rows = json<{ data: { performance: PerformanceRow[] } }>(response).data.performance;
    // Asha (15 + 95) of (20 + 40 + 100).
    expect(rows.map((row) => [row.student.name, row.score, row.grade]).sort()).toEqual([
      ['Asha Rao', 69, 'D'],
      ['Ravi Kumar', 38, 'F'],
    ]);
  });

  it('keeps the grades right when two readers refresh at once', async () => {
    await t.db.update(courseScores).set({ score: 100 }).where(eq(courseScores.studentId, ravi.id));
    const [first, second] = await Promise.all([performance(teacher), performance(admin)]);
    expect(scoresOf(first)).toEqual(scoresOf(second));
    expect(await stored(ravi.id)).toBe(63); // 100 of 160
  });

  it("never shows another teacher's students", async () => {
    expect(await performance(otherTeacher)).toEqual([]);
  });
});
