import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrolments } from '../../src/db/schema';
import { createCourse, enrolIn } from '../helpers/courses';
import { createSignedInUsers, json, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { teacher, student } = useSignedInUsers(t, { teacher: 'teacher', student: 'student' });

const enrolmentsOf = (courseId: string) => t.db.select().from(enrolments).where(eq(enrolments.courseId, courseId));

describe('POST /api/courses/:id/enroll', () => {
  it('enrols a student once; the course then shows in their courses', async () => {
    const course = await createCourse(t, teacher, { title: 'Enrol me' });
    const response = await enrolIn(t, student, course.id);
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      success: true,
      message: 'Successfully enrolled in the course!',
      data: { id: course.id, enrolledCount: 1, isEnrolled: true },
    });
    const mine = await t.app.inject({ method: 'GET', url: '/api/courses/student/courses', headers: student.headers });
    expect(json<{ data: { id: string }[] }>(mine).data.map((c) => c.id)).toContain(course.id);

    const again = await enrolIn(t, student, course.id);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({
      success: false,
      code: 'already_enrolled',
      message: 'You are already enrolled in this course',
    });
    expect(await enrolmentsOf(course.id)).toHaveLength(1);
  });

  it.each(['inactive', 'completed'] as const)('refuses a %s course', async (status) => {
    const course = await createCourse(t, teacher, { status });
    const response = await enrolIn(t, student, course.id);
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ code: 'course_not_open', message: 'This course is not open for enrolment' });
    expect(await enrolmentsOf(course.id)).toHaveLength(0);
  });

  it('accepts an upcoming course', async () => {
    const course = await createCourse(t, teacher, { status: 'upcoming' });
    expect((await enrolIn(t, student, course.id)).statusCode).toBe(201);
  });

  it('refuses a full course with 409', async () => {
    const course = await createCourse(t, teacher, { maxStudents: 1 });
    const [first, second] = await createSignedInUsers(t, 'student', 2);
    if (!first || !second) throw new Error('no students');
    expect((await enrolIn(t, first, course.id)).statusCode).toBe(201);
    const full = await enrolIn(t, second, course.id);
    expect(full.statusCode).toBe(409);
    expect(json(full)).toMatchObject({ code: 'course_full', message: 'This course is full' });
  });

  it('refuses a visitor with the spec message, and teachers', async () => {
    const course = await createCourse(t, teacher);
    const visitor = await t.app.inject({ method: 'POST', url: `/api/courses/${course.id}/enroll` });
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor).message).toBe('You must be logged in to enroll in a course');
    expect((await enrolIn(t, teacher, course.id)).statusCode).toBe(403);
    expect(await enrolmentsOf(course.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown course', async () => {
    expect((await enrolIn(t, student, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('gives exactly 50 seats to 100 students racing for a 50-seat course', async () => {
    const course = await createCourse(t, teacher, { maxStudents: 50, title: 'Popular' });
    const crowd = await createSignedInUsers(t, 'student', 100);
    const answers = await Promise.all(crowd.map((member) => enrolIn(t, member, course.id)));
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    expect(statuses.filter((status) => status === 409)).toHaveLength(50);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => json(r).message === 'This course is full')).toBe(
      true,
    );
    expect(await enrolmentsOf(course.id)).toHaveLength(50);
  });

  it('keeps one enrolment when the same student races themself', async () => {
    const course = await createCourse(t, teacher);
    const [racer] = await createSignedInUsers(t, 'student', 1);
    if (!racer) throw new Error('no student');
    const answers = await Promise.all(Array.from({ length: 10 }, () => enrolIn(t, racer, course.id)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await enrolmentsOf(course.id)).toHaveLength(1);
  });
});

describe('DELETE /api/courses/:id/enroll', () => {
  it('unenrols the student and frees the seat', async () => {
    const course = await createCourse(t, teacher, { maxStudents: 1 });
    const [leaver, joiner] = await createSignedInUsers(t, 'student', 2);
    if (!leaver || !joiner) throw new Error('no students');
    await enrolIn(t, leaver, course.id);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/courses/${course.id}/enroll`,
      headers: leaver.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      success: true,
      message: 'You have been unenrolled from the course',
      data: { id: course.id, isEnrolled: false, enrolledCount: 0 },
    });
    expect(
      await t.db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.courseId, course.id), eq(enrolments.studentId, leaver.id))),
    ).toHaveLength(0);
    expect((await enrolIn(t, joiner, course.id)).statusCode).toBe(201);
  });

  it('answers 404 when not enrolled, 401 for a visitor and 403 for a teacher', async () => {
    const course = await createCourse(t, teacher);
    const url = `/api/courses/${course.id}/enroll`;
    const notEnrolled = await t.app.inject({ method: 'DELETE', url, headers: student.headers });
    expect(notEnrolled.statusCode).toBe(404);
    expect(json(notEnrolled).message).toBe('You are not enrolled in this course');
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: teacher.headers })).statusCode).toBe(403);
  });
});

describe('GET /api/courses/student/courses', () => {
  it('refuses a visitor with the spec message and a teacher', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/courses/student/courses' });
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor).message).toBe('You must be logged in to view enrolled courses');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/courses/student/courses', headers: teacher.headers })).statusCode,
    ).toBe(403);
  });
});
