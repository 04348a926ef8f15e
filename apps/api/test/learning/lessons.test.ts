import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseScores, lessonCompletions, lessons } from '../../src/db/schema';
import { createCourse, createCourseWithStudents } from '../helpers/courses';
import { json, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { teacher, otherTeacher, student, stranger } = useSignedInUsers(t, {
  teacher: 'teacher',
  otherTeacher: 'teacher',
  student: ['student', { name: 'Sara Student' }],
  stranger: 'student',
});
let courseId: string;

beforeAll(async () => {
  courseId = (await createCourseWithStudents(t, teacher, [student], { title: 'Geometry' })).id;
});

const addLesson = (headers: Record<string, string>, payload: Record<string, unknown>, id = courseId) =>
  t.app.inject({ method: 'POST', url: `/api/courses/${id}/lessons`, headers, payload });
const lessonsAs = async (user: TestUser) =>
  json<{ data: { id: string; title: string; position: number; completed?: boolean }[]; progress: object | null }>(
    await t.app.inject({ method: 'GET', url: `/api/courses/${courseId}/lessons`, headers: user.headers }),
  );
const complete = (user: TestUser, lessonId: string, completed: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/lessons/${lessonId}/completion`,
    headers: user.headers,
    payload: { completed },
  });
const courseAs = async (user: TestUser) =>
  json<{ data: { progress?: number } }>(
    await t.app.inject({ method: 'GET', url: `/api/courses/${courseId}`, headers: user.headers }),
  ).data;

let first: string;
let second: string;

describe('lessons', () => {
  it('shows 0% progress while a course has no lessons', async () => {
    expect((await lessonsAs(student)).progress).toEqual({ completed: 0, total: 0, percentage: 0 });
    expect((await courseAs(student)).progress).toBe(0);
  });

  it('lets the teacher add lessons in order, with a video link', async () => {
    const one = await addLesson(teacher.headers, { title: 'Angles', body: '# Angles\nAcute and obtuse.' });
    expect(one.statusCode).toBe(201);
    expect(json(one)).toMatchObject({
      message: 'Lesson added',
      data: { title: 'Angles', position: 1, videoUrl: '', resources: [] },
    });
    const two = await addLesson(teacher.headers, { title: 'Triangles', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(json(two)).toMatchObject({ data: { position: 2 } });
    first = json<{ data: { id: string } }>(one).data.id;
    second = json<{ data: { id: string } }>(two).data.id;
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ title: 'x', videoUrl: 'javascript:alert(1)' }, 'videoUrl'],
    [{ title: 'x', resourceIds: ['00000000-0000-4000-8000-000000000000'] }, 'resourceIds'],
  ])('refuses %o and writes nothing', async (payload, field) => {
    const response = await addLesson(teacher.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(response).errors).toHaveProperty(field);
    expect(await t.db.select().from(lessons).where(eq(lessons.courseId, courseId))).toHaveLength(2);
  });

  it('refuses lesson writes to students, other teachers and visitors', async () => {
    expect((await addLesson(student.headers, { title: 'x' })).statusCode).toBe(403);
    expect((await addLesson(otherTeacher.headers, { title: 'x' })).statusCode).toBe(403);
    expect((await addLesson({}, { title: 'x' })).statusCode).toBe(401);
    for (const headers of [student.headers, otherTeacher.headers]) {
      expect(
        (await t.app.inject({ method: 'PUT', url: `/api/lessons/${first}`, headers, payload: { title: 'Hacked' } }))
          .statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/lessons/${first}`, headers })).statusCode).toBe(403);
      const reorder = await t.app.inject({
        method: 'PUT',
        url: `/api/courses/${courseId}/lessons/order`,
        headers,
        payload: { lessonIds: [second, first] },
      });
      expect(reorder.statusCode).toBe(403);
    }
    expect((await lessonsAs(teacher)).data.map((lesson) => lesson.title)).toEqual(['Angles', 'Triangles']);
  });

  it('reorders, refusing a list that is not exactly the course lessons', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/${courseId}/lessons/order`,
      headers: teacher.headers,
      payload: { lessonIds: [second] },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe('The new order must list every lesson of the course exactly once');
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/${courseId}/lessons/order`,
      headers: teacher.headers,
      payload: { lessonIds: [second, first] },
    });
    expect(ok.statusCode).toBe(200);
    expect((await lessonsAs(teacher)).data.map((lesson) => [lesson.title, lesson.position])).toEqual([
      ['Triangles', 1],
      ['Angles', 2],
    ]);
  });

  it('hides lessons from students who are not enrolled and from visitors', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/courses/${courseId}/lessons`,
      headers: stranger.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'not_enrolled' });
    expect(response.body).not.toContain('Triangles');
    expect((await t.app.inject({ method: 'GET', url: `/api/courses/${courseId}/lessons` })).statusCode).toBe(401);
    const otherTeachers = await t.app.inject({
      method: 'GET',
      url: `/api/courses/${courseId}/lessons`,
      headers: otherTeacher.headers,
    });
    expect(otherTeachers.statusCode).toBe(403);
    expect(otherTeachers.json()).toMatchObject({ code: 'not_your_course' });
  });

  it('lets an enrolled student complete and un-complete lessons, with progress following', async () => {
    const done = await complete(student, first, true);
    expect(done.statusCode).toBe(200);
    expect(json(done)).toMatchObject({
      message: 'Lesson marked complete',
      progress: { completed: 1, total: 2, percentage: 50 },
    });
    expect((await complete(student, first, true)).statusCode).toBe(200);
    expect(await t.db.select().from(lessonCompletions).where(eq(lessonCompletions.studentId, student.id))).toHaveLength(
      1,
    );
    expect((await courseAs(student)).progress).toBe(50);
    const mine = json<{ data: { id: string; progress: number }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/courses/student/courses', headers: student.headers }),
    ).data;
    expect(mine.find((course) => course.id === courseId)?.progress).toBe(50);

    await complete(student, second, true);
    expect((await lessonsAs(student)).progress).toEqual({ completed: 2, total: 2, percentage: 100 });
    const undone = await complete(student, second, false);
    expect(json(undone)).toMatchObject({ progress: { percentage: 50 } });
  });

  it('refuses completion to a student who is not enrolled and to teachers', async () => {
    expect((await complete(stranger, first, true)).statusCode).toBe(403);
    expect((await complete(teacher, first, true)).statusCode).toBe(403);
    expect(
      await t.db.select().from(lessonCompletions).where(eq(lessonCompletions.studentId, stranger.id)),
    ).toHaveLength(0);
  });

  it('shows anyone, signed out too, the titles of a published course in order, and nothing more', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/courses/${courseId}/outline` });
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: Record<string, unknown>[] }>(response);
    const full = (await lessonsAs(teacher)).data;
    expect(data).toEqual(full.map(({ id, position, title }) => ({ id, position, title })));
    expect(data.length).toBeGreaterThan(0);
  });

  it('keeps the outline of a draft course from everyone but its teacher', async () => {
    const draft = await createCourse(t, teacher, { title: 'Draft outline', status: 'inactive' });
    const outline = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/courses/${draft.id}/outline`, headers });
    expect((await outline()).statusCode).toBe(404);
    expect((await outline(stranger.headers)).statusCode).toBe(404);
    expect((await outline(otherTeacher.headers)).statusCode).toBe(404);
    expect((await outline(teacher.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/courses/not-an-id/outline' })).statusCode).toBe(400);
  });

  it('deletes a lesson and closes up the order', async () => {
    const extra = json<{ data: { id: string } }>(await addLesson(teacher.headers, { title: 'Circles' })).data.id;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/lessons/${second}`, headers: teacher.headers })).statusCode,
    ).toBe(200);
    expect((await lessonsAs(teacher)).data.map((lesson) => [lesson.title, lesson.position])).toEqual([
      ['Angles', 1],
      ['Circles', 2],
    ]);
    expect(extra).toBeDefined();
  });
});

describe('scores', () => {
  const score = (headers: Record<string, string>, studentId: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/courses/${courseId}/scores/${studentId}`,
      headers,
      payload: payload as object,
    });

  it('records a score with its grade and lists the sheet', async () => {
    const response = await score(teacher.headers, student.id, { score: 87 });
    expect(json(response)).toEqual({ success: true, message: 'Score saved', data: { score: 87, grade: 'B' } });
    await score(teacher.headers, student.id, { score: 91 });
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/courses/${courseId}/scores`,
      headers: teacher.headers,
    });
    expect(json(sheet)).toMatchObject({ data: [{ student: { name: 'Sara Student' }, score: 91, grade: 'A' }] });
  });

  it.each([[{ score: -1 }], [{ score: 101 }], [{ score: 50.5 }], [{ score: 'A' }], [{}]])(
    'refuses %o',
    async (payload) => {
      const response = await score(teacher.headers, student.id, payload);
      expect(response.statusCode).toBe(400);
      const [row] = await t.db.select().from(courseScores).where(eq(courseScores.studentId, student.id));
      expect(row?.score).toBe(91);
    },
  );

  it('refuses a student not in the course, another teacher and a student', async () => {
    expect((await score(teacher.headers, stranger.id, { score: 80 })).statusCode).toBe(400);
    expect((await score(otherTeacher.headers, student.id, { score: 10 })).statusCode).toBe(403);
    expect((await score(student.headers, student.id, { score: 100 })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/courses/${courseId}/scores`, headers: student.headers }))
        .statusCode,
    ).toBe(403);
  });
});
