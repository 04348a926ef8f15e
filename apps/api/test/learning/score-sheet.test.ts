import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseScores } from '../../src/db/schema';
import { createCourseWithStudents } from '../helpers/courses';
import { json, send, statusesFor, students, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { teacher, otherTeacher, admin, ana, ben, cy, stranger } = useSignedInUsers(t, {
  teacher: 'teacher',
  otherTeacher: 'teacher',
  admin: 'admin',
  ...students('Ana', 'Ben', 'Cy'),
  stranger: 'student',
});
let courseId: string;
const url = () => `/api/courses/${courseId}/scores`;

beforeAll(async () => {
  courseId = (await createCourseWithStudents(t, teacher, [ana, ben, cy], { title: 'Statistics' })).id;
});

const saveSheet = (as: TestUser, scores: unknown) => send(t, 'PUT', url(), { as, payload: { scores } });
const stored = async () =>
  Object.fromEntries(
    (await t.db.select().from(courseScores).where(eq(courseScores.courseId, courseId))).map((row) => [
      row.studentId,
      row.score,
    ]),
  );

/** Checks that the sheet the first test saved is still all that is stored. */
const expectSheetUntouched = async () => expect(await stored()).toEqual({ [ana.id]: 91, [ben.id]: 82 });

/** Saves a sheet that must be refused whole: checks the 400 and that nothing was written; answers the body. */
async function refusedSheet<T = Record<string, unknown>>(scores: unknown): Promise<T> {
  const response = await saveSheet(teacher, scores);
  expect(response.statusCode).toBe(400);
  await expectSheetUntouched();
  return json<T>(response);
}

describe('PUT /api/courses/:courseId/scores', () => {
  it('saves every row sent in one go, with their grades, and overwrites on the next save', async () => {
    const response = await saveSheet(teacher, [
      { studentId: ana.id, score: 91 },
      { studentId: ben.id, score: 75 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({
      success: true,
      message: '2 scores saved',
      data: [
        { studentId: ana.id, score: 91, grade: 'A' },
        { studentId: ben.id, score: 75, grade: 'C' },
      ],
    });
    expect(await stored()).toEqual({ [ana.id]: 91, [ben.id]: 75 });

    const again = await saveSheet(admin, [{ studentId: ben.id, score: 82 }]);
    expect(json(again)).toMatchObject({ message: '1 score saved', data: [{ studentId: ben.id, grade: 'B' }] });
    expect(await stored()).toEqual({ [ana.id]: 91, [ben.id]: 82 });
    const sheet = json<{ data: { student: { name: string }; score: number | null }[] }>(
      await send(t, 'GET', url(), { as: teacher }),
    ).data;
    expect(sheet.map((row) => [row.student.name, row.score])).toEqual([
      ['Ana', 91],
      ['Ben', 82],
      ['Cy', null],
    ]);
  });

  it('refuses the whole sheet when one row is out of range, naming that row, and writes nothing', async () => {
    const body = await refusedSheet([
      { studentId: ana.id, score: 10 },
      { studentId: cy.id, score: 101 },
    ]);
    expect(body).toMatchObject({
      success: false,
      code: 'validation_failed',
      errors: { 'scores.1.score': 'Score must be from 0 to 100' },
    });
  });

  it('refuses the whole sheet when rows name students outside the course, naming each row, and writes nothing', async () => {
    const body = await refusedSheet([
      { studentId: stranger.id, score: 50 },
      { studentId: ana.id, score: 20 },
      { studentId: otherTeacher.id, score: 60 },
    ]);
    expect(body).toEqual({
      success: false,
      code: 'invalid_request',
      message: 'Nothing was saved: rows 1, 3 are not a student enrolled in this course',
      errors: {
        'scores.0.studentId': 'Scores can only be recorded for students enrolled in this course',
        'scores.2.studentId': 'Scores can only be recorded for students enrolled in this course',
      },
    });
  });

  it.each([
    ['an empty list', [], 'scores', 'Change at least one score before saving'],
    ['an id that is not one', [{ studentId: 'x', score: 50 }], 'scores.0.studentId', 'Not a valid student id'],
    ['a fractional score', [{ studentId: 'ANA', score: 50.5 }], 'scores.0.score', 'Score must be a whole number'],
    [
      'a student twice',
      [
        { studentId: 'ANA', score: 50 },
        { studentId: 'ANA', score: 60 },
      ],
      'scores.1.studentId',
      'This student is in the list twice',
    ],
  ])('refuses %s with a 400 naming the field', async (_case, rows, field, message) => {
    const scores = (rows as { studentId: string; score: number }[]).map((row) => ({
      ...row,
      studentId: row.studentId === 'ANA' ? ana.id : row.studentId,
    }));
    const { errors } = await refusedSheet<{ errors: Record<string, string> }>(scores);
    expect(errors[field]).toBe(message);
  });

  it('refuses visitors, students and another teacher, writing nothing', async () => {
    const payload = { scores: [{ studentId: ana.id, score: 0 }] };
    expect(await statusesFor(t, 'PUT', url(), [null, ana, otherTeacher], payload)).toEqual([401, 403, 403]);
    const refused = await saveSheet(otherTeacher, payload.scores);
    expect(json(refused)).toMatchObject({ success: false, code: 'not_your_course' });
    const missing = await send(t, 'PUT', '/api/courses/00000000-0000-4000-8000-000000000000/scores', {
      as: teacher,
      payload,
    });
    expect(json(missing)).toMatchObject({ success: false, code: 'not_found' });
    await expectSheetUntouched();
  });
});
