import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveClasses } from '../../src/db/schema';
import { createCourse, enrolIn } from '../helpers/courses';
import { json, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { seedCall } from './seed-client';

/** The seed's live-class calls, with its section 3 body and the fields it reads. */
const t = useTestApp({}, { now: () => new Date('2027-05-01T08:00:00Z') });
const { teacher, otherTeacher, admin, student, outsider } = useSignedInUsers(t, {
  teacher: ['teacher', { name: 'Tia Teacher' }],
  otherTeacher: 'teacher',
  admin: 'admin',
  student: 'student',
  outsider: 'student',
});
let courseId: string;
let classId: string;

type SeedClass = {
  _id: string;
  title: string;
  course: string;
  subject: string;
  date: string;
  time: string;
  duration: number;
  meetingLink: string;
  instructor: string;
  instructorId: string;
  participants: number;
};

/** The body of the seed's "Schedule a class" form: the course by title, a date, a time and minutes. */
const seedClassBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Waves and optics',
  course: 'Physics 101',
  subject: 'Physics',
  date: '2027-06-01',
  time: '10:00',
  duration: 45,
  meetingLink: 'https://meet.example.test/waves',
  instructor: 'Tia Teacher',
  ...overrides,
});

beforeAll(async () => {
  courseId = (await createCourse(t, teacher, { title: 'Physics 101' })).id;
  await createCourse(t, otherTeacher, { title: 'Physics 101' });
  await createCourse(t, teacher, { title: 'Twin title' });
  await createCourse(t, teacher, { title: 'Twin title' });
  await enrolIn(t, student, courseId);
});

describe('POST /live-classes (live class body → liveClass)', () => {
  it('schedules from the section 3 body: course by title, date and time (the teacher’s zone, TIME_ZONE=UTC here), duration in minutes', async () => {
    const response = await seedCall(t, 'POST', '/live-classes', { as: teacher, payload: seedClassBody() });
    expect(response.statusCode).toBe(201);
    const answer = json<{ liveClass: SeedClass & { startsAt: string; courseId: string }; message: string }>(response);
    expect(answer.message).toBe('Live class scheduled successfully!');
    expect(answer.liveClass).toMatchObject({
      title: 'Waves and optics',
      course: 'Physics 101',
      courseId,
      subject: 'Physics',
      date: '2027-06-01T10:00:00.000Z',
      time: '10:00',
      duration: 45,
      meetingLink: 'https://meet.example.test/waves',
      instructor: 'Tia Teacher',
      instructorId: teacher.id,
      participants: 0,
      startsAt: '2027-06-01T10:00:00.000Z',
    });
    classId = answer.liveClass._id;
  });

  it('reads date and time in the timeZone sent, and takes the course by id too', async () => {
    const response = await seedCall(t, 'POST', '/live-classes', {
      as: teacher,
      payload: seedClassBody({ course: courseId, timeZone: 'Europe/Berlin', title: 'Berlin morning' }),
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      liveClass: { startsAt: '2027-06-01T08:00:00.000Z', course: 'Physics 101' },
    });
  });

  it('reads an offset as the time zone, and refuses an unknown zone, a bad date or time, writing nothing', async () => {
    const india = await seedCall(t, 'POST', '/live-classes', {
      as: teacher,
      payload: seedClassBody({ title: 'Offset class', date: '2027-06-03', time: '15:30', timeZone: '+05:30' }),
    });
    expect(json(india)).toMatchObject({ liveClass: { startsAt: '2027-06-03T10:00:00.000Z' } });
    await t.db.delete(liveClasses).where(eq(liveClasses.title, 'Offset class'));
    const before = await t.db.select().from(liveClasses);
    for (const [change, field] of [
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
      [{ date: '2027-02-30' }, 'date'],
      [{ time: '25:00' }, 'time'],
      [{ date: undefined }, 'date'],
      [{ duration: 0 }, 'duration'],
      [{ course: undefined }, 'course'],
    ] as const) {
      const response = await seedCall(t, 'POST', '/live-classes', { as: teacher, payload: seedClassBody(change) });
      expect(response.statusCode).toBe(400);
      expect(json<{ errors: Record<string, string> }>(response).errors).toHaveProperty(field);
    }
    expect(await t.db.select().from(liveClasses)).toHaveLength(before.length);
  });

  it('is a 400 that says so when the title matches none of the teacher’s courses, or more than one', async () => {
    const before = await t.db.select().from(liveClasses);
    const none = await seedCall(t, 'POST', '/live-classes', {
      as: teacher,
      payload: seedClassBody({ course: 'Chemistry' }),
    });
    expect(none.statusCode).toBe(400);
    expect(json(none)).toMatchObject({ success: false, message: 'None of your courses is titled "Chemistry"' });
    const twins = await seedCall(t, 'POST', '/live-classes', {
      as: teacher,
      payload: seedClassBody({ course: 'Twin title' }),
    });
    expect(twins.statusCode).toBe(400);
    expect(json(twins)).toMatchObject({
      message: 'More than one of your courses is titled "Twin title"; send courseId instead',
    });
    expect(await t.db.select().from(liveClasses)).toHaveLength(before.length);
  });

  it("schedules another teacher's class for their own course of the same title", async () => {
    const response = await seedCall(t, 'POST', '/live-classes', {
      as: otherTeacher,
      payload: seedClassBody({ title: 'Their class' }),
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({ liveClass: { instructorId: otherTeacher.id } });
  });

  it('says "You must be logged in to create a live class" to a visitor, and refuses a student', async () => {
    const visitor = await seedCall(t, 'POST', '/live-classes', { payload: seedClassBody() });
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor)).toMatchObject({ message: 'You must be logged in to create a live class' });
    expect((await seedCall(t, 'POST', '/live-classes', { as: student, payload: seedClassBody() })).statusCode).toBe(
      403,
    );
  });
});

describe('GET /live-classes (query date, subject, course, instructorId → array)', () => {
  it('answers the array itself, soonest first', async () => {
    const response = await seedCall(t, 'GET', '/live-classes', { as: teacher });
    expect(response.statusCode).toBe(200);
    const answer = json<SeedClass[]>(response);
    expect(Array.isArray(answer)).toBe(true);
    expect(answer.map((item) => item.title)).toEqual(['Berlin morning', 'Waves and optics']);
  });

  it('filters by date, subject, course (title or id) and instructorId, and ignores empty ones', async () => {
    const titles = async (query: string, as: TestUser = teacher) =>
      json<SeedClass[]>(await seedCall(t, 'GET', `/live-classes${query}`, { as })).map((item) => item.title);
    expect(await titles('?date=2027-06-01&subject=physics&course=Physics%20101')).toHaveLength(2);
    expect(await titles(`?course=${courseId}&instructorId=${teacher.id}`)).toHaveLength(2);
    expect(await titles('?date=2027-06-02')).toEqual([]);
    expect(await titles('?date=&course=&subject=&instructorId=')).toHaveLength(2);
    expect(await titles('?course=Physics%20101', admin)).toHaveLength(3);
  });

  it("shows a student their enrolled courses' classes only", async () => {
    expect(json<SeedClass[]>(await seedCall(t, 'GET', '/live-classes', { as: student }))).toHaveLength(2);
    expect(json<SeedClass[]>(await seedCall(t, 'GET', '/live-classes', { as: outsider }))).toEqual([]);
  });

  it('answers a visitor 200 with an empty array', async () => {
    for (const query of ['', '?date=&course=']) {
      const response = await seedCall(t, 'GET', `/live-classes${query}`);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual([]);
    }
  });
});

describe('GET /live-classes/{id} (→ the class)', () => {
  it('answers the class itself, not wrapped', async () => {
    const response = await seedCall(t, 'GET', `/live-classes/${classId}`, { as: student });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      _id: classId,
      title: 'Waves and optics',
      course: 'Physics 101',
      date: '2027-06-01T10:00:00.000Z',
      duration: 45,
    });
  });

  it('answers 404 to a student of another course and 401 to a visitor', async () => {
    expect((await seedCall(t, 'GET', `/live-classes/${classId}`, { as: outsider })).statusCode).toBe(404);
    expect((await seedCall(t, 'GET', `/live-classes/${classId}`)).statusCode).toBe(401);
  });
});

describe('PUT /live-classes/{id} (live class body → liveClass)', () => {
  it('saves the edit body, whose date holds date and time together', async () => {
    const response = await seedCall(t, 'PUT', `/live-classes/${classId}`, {
      as: teacher,
      payload: seedClassBody({ date: '2027-06-02T15:30:00.000Z', time: undefined, duration: 90 }),
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      success: true,
      message: 'Live class updated successfully!',
      liveClass: { _id: classId, date: '2027-06-02T15:30:00.000Z', time: '15:30', duration: 90 },
    });
  });

  it('refuses another teacher and a student, changing nothing', async () => {
    for (const caller of [otherTeacher, student]) {
      const response = await seedCall(t, 'PUT', `/live-classes/${classId}`, {
        as: caller,
        payload: seedClassBody({ duration: 10 }),
      });
      expect(response.statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(liveClasses).where(eq(liveClasses.id, classId));
    expect(row?.durationMinutes).toBe(90);
  });
});

describe('DELETE /live-classes/{id} (→ success, error)', () => {
  it('cancels the class for its teacher with success', async () => {
    expect((await seedCall(t, 'DELETE', `/live-classes/${classId}`, { as: otherTeacher })).statusCode).toBe(403);
    expect((await seedCall(t, 'DELETE', `/live-classes/${classId}`, { as: student })).statusCode).toBe(403);
    const response = await seedCall(t, 'DELETE', `/live-classes/${classId}`, { as: teacher });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'Live class cancelled successfully' });
    expect(await t.db.select().from(liveClasses).where(eq(liveClasses.id, classId))).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it("documents the seed's live-class fields beside Tutorium's", async () => {
    const spec = json<{ paths: Record<string, Record<string, { requestBody?: unknown; responses: unknown }>> }>(
      await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    );
    const post = JSON.stringify(spec.paths['/api/live-classes/']?.post ?? spec.paths['/api/live-classes']?.post);
    for (const field of [
      '"course"',
      '"courseId"',
      '"date"',
      '"time"',
      '"duration"',
      '"durationMinutes"',
      '"startsAt"',
    ]) {
      expect(post).toContain(field);
    }
  });
});
