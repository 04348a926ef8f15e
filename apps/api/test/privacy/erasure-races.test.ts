import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseScores, users } from '../../src/db/schema';
import { foreignKeyRefusal } from '../../src/platform/errors';
import { createCourse, enrolIn } from '../helpers/courses';
import { createSignedInUser, json, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { teacher, admin } = useSignedInUsers(t, { teacher: 'teacher', admin: 'admin' });

describe('a score saved while its student is being erased', () => {
  it('answers 200, 400 (no longer enrolled) or 404 (no longer exists), never 500', async () => {
    const course = await createCourse(t, teacher, { title: 'Racing Scores' });
    // Rounds of fifteen; each sends the erasure a few more event-loop turns after the score, so the
    // two meet at every point: the score's enrolment check passed, then the student is gone before
    // its insert (the foreign key refuses it: 404 since the fix, 500 before it on PostgreSQL).
    const seen = new Set<string>();
    // A loaded machine can finish every score before its erasure starts; on PostgreSQL the rounds go
    // round again (up to 45) until the two have met at least once.
    const rounds = t.database.kind === 'postgres' ? 45 : 15;
    for (let round = 0; round < rounds && !(round >= 15 && seen.has('404')); round++) {
      const student = await createSignedInUser(t, 'student');
      expect((await enrolIn(t, student, course.id)).statusCode).toBe(201);
      const scoreAnswer = t.app.inject({
        method: 'PUT',
        url: `/api/courses/${course.id}/scores/${student.id}`,
        headers: teacher.headers,
        payload: { score: 80 },
      });
      for (let turn = 0; turn < round % 15; turn++) await new Promise((resolve) => setImmediate(resolve));
      const [score, erasure] = await Promise.all([
        scoreAnswer,
        t.app.inject({ method: 'DELETE', url: `/api/users/${student.id}`, headers: admin.headers }),
      ]);
      expect(erasure.statusCode, erasure.body).toBe(200);
      expect([200, 400, 404], score.body).toContain(score.statusCode);
      if (score.statusCode === 404) {
        expect(json(score)).toMatchObject({
          code: 'not_found',
          message: 'The account this request refers to no longer exists',
        });
      }
      seen.add(`${score.statusCode}`);
      expect(await t.db.select().from(users).where(eq(users.id, student.id))).toHaveLength(0);
      expect(await t.db.select().from(courseScores).where(eq(courseScores.studentId, student.id))).toHaveLength(0);
    }
    // The embedded database runs one query at a time, so there the two never meet in between.
    if (t.database.kind === 'postgres') expect([...seen]).toContain('404');
  });
});

describe('a foreign key refusing a write', () => {
  it('to a row that is gone is a 404 naming what it was, and a removal of a row still referred to a 409', async () => {
    const course = await createCourse(t, teacher, { title: 'Referred To' });
    const gone = '00000000-0000-4000-8000-000000000000';
    const missing = await t.db
      .insert(courseScores)
      .values({ courseId: course.id, studentId: gone, score: 50 })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(foreignKeyRefusal(missing)).toEqual({
      status: 404,
      body: { success: false, code: 'not_found', message: 'The account this request refers to no longer exists' },
    });
    // A course's teacher cannot be deleted from under it (ON DELETE RESTRICT).
    const stillUsed = await t.db
      .delete(users)
      .where(eq(users.id, teacher.id))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(foreignKeyRefusal(stillUsed)).toMatchObject({ status: 409, body: { code: 'still_referenced' } });
    expect(foreignKeyRefusal(new Error('not a database error'))).toBeNull();
  });
});
