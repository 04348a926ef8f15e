import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords, lessonCompletions, lessons, reviews } from '../../src/db/schema';
import { createCourseWithStudents } from '../helpers/courses';
import { json, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { teacher, otherTeacher, learner, attender, idle, outsider } = useSignedInUsers(t, {
  teacher: ['teacher', { name: 'Rita Reviewed' }],
  otherTeacher: 'teacher',
  learner: ['student', { name: 'Lee Learner' }],
  attender: 'student',
  idle: 'student',
  outsider: 'student',
});
let courseId: string;
let secondCourseId: string;

beforeAll(async () => {
  courseId = (await createCourseWithStudents(t, teacher, [learner, attender, idle], { title: 'Reviewed Course' })).id;
  secondCourseId = (await createCourseWithStudents(t, teacher, [learner], { title: 'Second Course' })).id;
  const [lesson] = await t.db.insert(lessons).values({ courseId, position: 1, title: 'Intro' }).returning();
  await t.db.insert(lessonCompletions).values({ lessonId: lesson?.id ?? '', studentId: learner.id });
  const [lesson2] = await t.db
    .insert(lessons)
    .values({ courseId: secondCourseId, position: 1, title: 'Intro' })
    .returning();
  await t.db.insert(lessonCompletions).values({ lessonId: lesson2?.id ?? '', studentId: learner.id });
  await t.db.insert(attendanceRecords).values({ courseId, studentId: attender.id, date: '2026-01-05', status: 'late' });
  await t.db.insert(attendanceRecords).values({ courseId, studentId: idle.id, date: '2026-01-05', status: 'absent' });
});

const review = (user: TestUser, payload: Record<string, unknown>, id = courseId) =>
  t.app.inject({ method: 'POST', url: `/api/courses/${id}/reviews`, headers: user.headers, payload });

describe('reviews', () => {
  it('accepts a review from an enrolled student who completed a lesson', async () => {
    const response = await review(learner, { rating: 5, comment: 'Clear and patient.' });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      data: { rating: 5, comment: 'Clear and patient.', student: { name: 'Lee Learner' }, reply: null },
    });
  });

  it('accepts one from a student who attended (late counts)', async () => {
    expect((await review(attender, { rating: 2 })).statusCode).toBe(201);
  });

  it('refuses a student without activity, one not enrolled, and teachers', async () => {
    const idleAnswer = await review(idle, { rating: 4 });
    expect(idleAnswer.statusCode).toBe(403);
    expect(json(idleAnswer).message).toBe('Complete a lesson or attend a class before reviewing this course');
    const outsiderAnswer = await review(outsider, { rating: 4 });
    expect(json(outsiderAnswer).message).toBe('Only students enrolled in this course can review it');
    expect((await review(teacher, { rating: 5 })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/courses/${courseId}/reviews`, payload: { rating: 5 } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a second review and ratings outside 1-5', async () => {
    const second = await review(learner, { rating: 1 });
    expect(second.statusCode).toBe(409);
    expect(json(second).message).toBe('You have already reviewed this course; edit your review instead');
    for (const rating of [0, 6, 3.5]) {
      expect((await review(learner, { rating }, secondCourseId)).statusCode).toBe(400);
    }
    expect(
      await t.db
        .select()
        .from(reviews)
        .where(and(eq(reviews.courseId, courseId), eq(reviews.studentId, learner.id))),
    ).toHaveLength(1);
  });

  it('lets the author edit their review', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/${courseId}/reviews/mine`,
      headers: learner.headers,
      payload: { rating: 4, comment: 'Still great.' },
    });
    expect(json(response)).toMatchObject({ message: 'Review updated', data: { rating: 4 } });
    const none = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/${courseId}/reviews/mine`,
      headers: idle.headers,
      payload: { rating: 4 },
    });
    expect(none.statusCode).toBe(404);
  });

  it('computes course and teacher ratings as means with counts, shown in the catalogue and directory', async () => {
    await review(learner, { rating: 5 }, secondCourseId);
    const list = await t.app.inject({ method: 'GET', url: `/api/courses/${courseId}/reviews` });
    expect(json(list)).toMatchObject({ summary: { average: 3, count: 2 } });
    const catalogue = json<{ data: { title: string; rating?: number; reviewCount: number }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/courses?sort=rating' }),
    ).data;
    expect(catalogue.map((c) => [c.title, c.rating, c.reviewCount])).toEqual([
      ['Second Course', 5, 1],
      ['Reviewed Course', 3, 2],
    ]);
    const teachers = json<{ data: { name: string; rating: number | null; reviewCount: number }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/users/teachers' }),
    ).data;
    expect(teachers.find((card) => card.name === 'Rita Reviewed')).toMatchObject({ rating: 3.7, reviewCount: 3 });
    expect(teachers.find((card) => card.name !== 'Rita Reviewed')).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('tells a student whether they may review', async () => {
    const forIdle = await t.app.inject({
      method: 'GET',
      url: `/api/courses/${courseId}/reviews`,
      headers: idle.headers,
    });
    expect(json(forIdle)).toMatchObject({ mine: null, canReview: false });
    const forLearner = await t.app.inject({
      method: 'GET',
      url: `/api/courses/${courseId}/reviews`,
      headers: learner.headers,
    });
    expect(json(forLearner)).toMatchObject({ mine: { rating: 4 }, canReview: false });
  });

  it("lets the course's teacher reply once; refuses others", async () => {
    const [row] = await t.db.select().from(reviews).where(eq(reviews.studentId, attender.id));
    const url = `/api/reviews/${row?.id}/reply`;
    expect(
      (await t.app.inject({ method: 'POST', url, headers: otherTeacher.headers, payload: { reply: 'Hi' } })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: attender.headers, payload: { reply: 'Hi' } })).statusCode,
    ).toBe(403);
    const ok = await t.app.inject({
      method: 'POST',
      url,
      headers: teacher.headers,
      payload: { reply: 'Thanks for the feedback' },
    });
    expect(json(ok)).toMatchObject({ message: 'Reply posted', data: { reply: 'Thanks for the feedback' } });
    const again = await t.app.inject({ method: 'POST', url, headers: teacher.headers, payload: { reply: 'Again' } });
    expect(again.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: teacher.headers, payload: { reply: '' } })).statusCode,
    ).toBe(400);
  });
});
