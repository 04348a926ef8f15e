import type { WaitlistEntry } from '@tutorium/contract/courses';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, enrolments, waitlistEntries } from '../../src/db/schema';
import { createCourse, enrolIn } from '../helpers/courses';
import { createSignedInUsers, json, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { teacher } = useSignedInUsers(t, { teacher: 'teacher' });

/** A fixed shuffle (a linear congruential generator), so a failure can be replayed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const result = [...items];
  let state = seed;
  for (let i = result.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

// The seat rules hold whatever order the database grants the course lock in; on PostgreSQL the
// requests really run at once (PGlite runs them one after another).
describe('50 parallel join, leave, enrol and unenrol requests on a 3-seat course', () => {
  it.each([1, 2, 3])(
    'keep enrolment within capacity, nobody both enrolled and waiting, positions 1..n (seed %i)',
    async (seed) => {
      const capacity = 3;
      const course = await createCourse(t, teacher, { maxStudents: capacity, title: `Race ${seed}` });
      const seated = await createSignedInUsers(t, 'student', capacity);
      for (const student of seated) expect((await enrolIn(t, student, course.id)).statusCode).toBe(201);
      const crowd = await createSignedInUsers(t, 'student', 20);
      const request = (student: TestUser, method: 'POST' | 'DELETE', path: 'waitlist' | 'enroll') => () =>
        t.app.inject({ method, url: `/api/courses/${course.id}/${path}`, headers: student.headers });

      const operations = [
        ...seated.map((student) => request(student, 'DELETE', 'enroll')),
        ...seated.map((student) => request(student, 'POST', 'enroll')),
        ...crowd.map((student) => request(student, 'POST', 'waitlist')),
        ...crowd.slice(0, 4).map((student) => request(student, 'POST', 'waitlist')),
        ...crowd.slice(0, 10).map((student) => request(student, 'DELETE', 'waitlist')),
        ...crowd.slice(10).map((student) => request(student, 'POST', 'enroll')),
      ];
      expect(operations).toHaveLength(50);
      const answers = await Promise.all(shuffled(operations, seed).map((operation) => operation()));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);

      const enrolled = (await t.db.select().from(enrolments).where(eq(enrolments.courseId, course.id))).map(
        (row) => row.studentId,
      );
      const waiting = (await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.courseId, course.id))).map(
        (row) => row.studentId,
      );
      expect(enrolled.length).toBeLessThanOrEqual(capacity);
      expect(enrolled.filter((id) => waiting.includes(id))).toEqual([]);
      // A seat never stays free while someone waits.
      if (waiting.length > 0) expect(enrolled).toHaveLength(capacity);
      const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
      expect(row?.enrolmentCount).toBe(enrolled.length);

      const list = json<{ data: WaitlistEntry[] }>(
        await t.app.inject({ method: 'GET', url: `/api/courses/${course.id}/waitlist`, headers: teacher.headers }),
      ).data;
      expect(list.map((entry) => entry.position)).toEqual(list.map((_, index) => index + 1));
      expect(new Set(list.map((entry) => entry.id))).toEqual(new Set(waiting));
    },
  );
});
