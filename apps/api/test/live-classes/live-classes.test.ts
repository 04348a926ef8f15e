import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveClassCheckIns, liveClasses } from '../../src/db/schema';
import { createCourseWithStudents } from '../helpers/courses';
import { json, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

let now = new Date('2027-06-01T09:00:00Z');
const t = useTestApp({}, { now: () => now });
const { teacher, otherTeacher, admin, enrolled, outsider } = useSignedInUsers(t, {
  teacher: ['teacher', { name: 'Tomas Teacher' }],
  otherTeacher: 'teacher',
  admin: 'admin',
  enrolled: ['student', { name: 'Erin Enrolled' }],
  outsider: 'student',
});
let courseId: string;
let otherCourseId: string;

const start = '2027-06-01T10:00:00.000Z';
const validClass = (overrides: Record<string, unknown> = {}) => ({
  title: 'Titration lab',
  courseId,
  subject: 'Chemistry',
  startsAt: start,
  durationMinutes: 60,
  meetingLink: 'https://meet.example.test/titration',
  ...overrides,
});

beforeAll(async () => {
  courseId = (await createCourseWithStudents(t, teacher, [enrolled], { title: 'Chemistry 101' })).id;
  otherCourseId = (await createCourseWithStudents(t, otherTeacher, [outsider], { title: 'Secret Course' })).id;
});

const create = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/live-classes', headers, payload });
const list = async (user: TestUser, query = '') =>
  json<{ id: string; title: string; meetingLink: string; state: string }[]>(
    await t.app.inject({ method: 'GET', url: `/api/live-classes${query}`, headers: user.headers }),
  );

let classId: string;
let otherClassId: string;

describe('scheduling', () => {
  it('creates a class tied to the course by id and answers with the course title', async () => {
    const response = await create(teacher.headers, validClass());
    expect(response.statusCode).toBe(201);
    const body = json<{ liveClass: { id: string } }>(response);
    expect(body).toMatchObject({
      success: true,
      message: 'Live class scheduled successfully!',
      liveClass: {
        title: 'Titration lab',
        course: 'Chemistry 101',
        courseId,
        startsAt: start,
        date: start,
        endsAt: '2027-06-01T11:00:00.000Z',
        duration: 60,
        state: 'upcoming',
        instructor: 'Tomas Teacher',
        instructorId: teacher.id,
        participants: 0,
      },
    });
    classId = body.liveClass.id;
    const other = await create(
      otherTeacher.headers,
      validClass({ courseId: otherCourseId, title: 'Secret class', meetingLink: 'https://meet.example.test/secret' }),
    );
    otherClassId = json<{ liveClass: { id: string } }>(other).liveClass.id;
  });

  it('keeps the instant whatever offset the browser sent', async () => {
    const response = await create(
      teacher.headers,
      validClass({ title: 'Offset', startsAt: '2027-06-02T15:30:00+05:30' }),
    );
    expect(json(response)).toMatchObject({ liveClass: { startsAt: '2027-06-02T10:00:00.000Z' } });
    await t.db.delete(liveClasses).where(eq(liveClasses.title, 'Offset'));
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ subject: '' }, 'subject', 'Subject is required'],
    [{ courseId: 'nope' }, 'courseId', 'Please choose a course'],
    [{ startsAt: 'tomorrow' }, 'startsAt', 'Date and time are required'],
    [{ durationMinutes: 0 }, 'durationMinutes', 'Duration must be more than 0 minutes'],
    [{ meetingLink: '' }, 'meetingLink', 'Meeting link is required'],
    [{ meetingLink: 'javascript:alert(1)' }, 'meetingLink', 'Meeting link must be an http:// or https:// address'],
    [{ meetingLink: 'ftp://files.example.test' }, 'meetingLink', 'Meeting link must be an http:// or https:// address'],
  ])('refuses %o and writes nothing', async (change, field, message) => {
    const before = (await t.db.select().from(liveClasses)).length;
    const response = await create(teacher.headers, validClass(change));
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(response).errors[field]).toBe(message);
    expect(await t.db.select().from(liveClasses)).toHaveLength(before);
  });

  it("refuses a visitor, a student and another teacher's course", async () => {
    const visitor = await create({}, validClass());
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor).message).toBe('You must be logged in to create a live class');
    expect((await create(enrolled.headers, validClass())).statusCode).toBe(403);
    expect((await create(teacher.headers, validClass({ courseId: otherCourseId }))).statusCode).toBe(403);
  });
});

describe('who sees what', () => {
  it('shows students only the classes of courses they are enrolled in, links included only there', async () => {
    expect((await list(enrolled)).map((c) => c.id)).toEqual([classId]);
    expect((await list(outsider)).map((c) => c.id)).toEqual([otherClassId]);
    const body = (await t.app.inject({ method: 'GET', url: '/api/live-classes', headers: outsider.headers })).body;
    expect(body).not.toContain('meet.example.test/titration');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/live-classes', headers: enrolled.headers })).body,
    ).not.toContain('meet.example.test/secret');
    const single = await t.app.inject({
      method: 'GET',
      url: `/api/live-classes/${classId}`,
      headers: outsider.headers,
    });
    expect(single.statusCode).toBe(404);
    expect(single.body).not.toContain('titration');
  });

  it("shows a teacher their own courses' classes and an admin all; a visitor none", async () => {
    expect((await list(teacher)).map((c) => c.id)).toEqual([classId]);
    expect((await list(admin)).map((c) => c.id).sort()).toEqual([classId, otherClassId].sort());
    const visitor = await t.app.inject({ method: 'GET', url: '/api/live-classes' });
    expect(visitor.statusCode).toBe(200);
    expect(json(visitor)).toEqual([]);
  });

  it('filters by date, subject, course and state', async () => {
    expect(await list(teacher, '?date=2027-06-01')).toHaveLength(1);
    expect(await list(teacher, '?date=2027-06-02')).toHaveLength(0);
    expect(await list(teacher, '?subject=chem')).toHaveLength(1);
    expect(await list(teacher, '?subject=history')).toHaveLength(0);
    expect(await list(admin, `?course=${otherCourseId}`)).toHaveLength(1);
    expect(await list(admin, `?instructorId=${teacher.id}`)).toHaveLength(1);
    expect(await list(teacher, '?state=upcoming')).toHaveLength(1);
    expect(await list(teacher, '?state=ended')).toHaveLength(0);
  });
});

describe('states', () => {
  it.each([
    ['2027-06-01T09:59:59.999Z', 'upcoming'],
    ['2027-06-01T10:00:00.000Z', 'live'],
    ['2027-06-01T10:59:59.999Z', 'live'],
    ['2027-06-01T11:00:00.000Z', 'ended'],
  ])('at %s the class is %s', async (instant, state) => {
    now = new Date(instant);
    const [liveClass] = await list(teacher);
    expect(liveClass?.state).toBe(state);
    expect(await list(teacher, `?state=${state}`)).toHaveLength(1);
    now = new Date('2027-06-01T09:00:00Z');
  });
});

describe('joining', () => {
  const join = (user: TestUser, id = classId) =>
    t.app.inject({ method: 'POST', url: `/api/live-classes/${id}/join`, headers: user.headers });

  it('refuses a student who is not enrolled, and before the class opens', async () => {
    expect((await join(outsider)).statusCode).toBe(404);
    now = new Date('2027-06-01T09:30:00Z');
    const early = await join(enrolled);
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe('This class opens 15 minutes before it starts');
    expect(await t.db.select().from(liveClassCheckIns)).toHaveLength(0);
  });

  it('records the first check-in once and answers the link', async () => {
    now = new Date('2027-06-01T10:12:00Z');
    const first = await join(enrolled);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({
      data: { meetingLink: 'https://meet.example.test/titration', joinedAt: '2027-06-01T10:12:00.000Z' },
    });
    now = new Date('2027-06-01T10:30:00Z');
    expect(json(await join(enrolled))).toMatchObject({ data: { joinedAt: '2027-06-01T10:12:00.000Z' } });
    expect(await t.db.select().from(liveClassCheckIns)).toHaveLength(1);
    const teacherJoin = await join(teacher);
    expect(json(teacherJoin)).toMatchObject({
      data: { meetingLink: 'https://meet.example.test/titration', joinedAt: null },
    });
    expect(await t.db.select().from(liveClassCheckIns)).toHaveLength(1);
    const [seen] = await list(enrolled);
    expect(seen).toMatchObject({ state: 'live' });
  });

  it("pre-fills the teacher's attendance sheet: late after 10 minutes", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/attendance/course/${courseId}?date=2027-06-01`,
      headers: teacher.headers,
    });
    const roster = json<{ roster: { student: { name: string }; checkIn: unknown; record: unknown }[] }>(
      response,
    ).roster;
    expect(roster).toEqual([
      expect.objectContaining({
        student: expect.objectContaining({ name: 'Erin Enrolled' }),
        record: null,
        checkIn: { joinedAt: '2027-06-01T10:12:00.000Z', suggestedStatus: 'late' },
      }),
    ]);
  });

  it('refuses to join an ended class', async () => {
    now = new Date('2027-06-01T11:00:00Z');
    const response = await join(enrolled);
    expect(response.statusCode).toBe(409);
    expect(json(response).message).toBe('Class Ended');
    now = new Date('2027-06-01T09:00:00Z');
  });
});

describe('calendar', () => {
  const events = (ics: string) =>
    new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));

  it("serves a private feed that parses and holds exactly the user's classes", async () => {
    const urlResponse = await t.app.inject({ method: 'GET', url: '/api/calendar/feed-url', headers: enrolled.headers });
    const url = json<{ data: { url: string } }>(urlResponse).data.url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/api\/calendar\/feed\/[\w-]{20,}\.ics$/);
    const again = json<{ data: { url: string } }>(
      await t.app.inject({ method: 'GET', url: '/api/calendar/feed-url', headers: enrolled.headers }),
    ).data.url;
    expect(again).toBe(url);
    const feed = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/text\/calendar/);
    const parsed = events(feed.body);
    expect(parsed.map((event) => event.summary)).toEqual(['Titration lab (Chemistry 101)']);
    expect(parsed[0]?.startDate.toJSDate().toISOString()).toBe(start);
    expect(parsed[0]?.endDate.toJSDate().toISOString()).toBe('2027-06-01T11:00:00.000Z');
    expect(feed.body).not.toContain('Secret class');
  });

  it('stops serving a revoked address', async () => {
    const old = json<{ data: { url: string } }>(
      await t.app.inject({ method: 'GET', url: '/api/calendar/feed-url', headers: teacher.headers }),
    ).data.url;
    const reset = await t.app.inject({ method: 'POST', url: '/api/calendar/feed-url/reset', headers: teacher.headers });
    const fresh = json<{ data: { url: string } }>(reset).data.url;
    expect(fresh).not.toBe(old);
    expect((await t.app.inject({ method: 'GET', url: new URL(old).pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(fresh).pathname })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/calendar/feed/not-a-real-token-at-all-xx.ics' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/feed-url' })).statusCode).toBe(401);
  });

  it('downloads one class as .ics for those who may see it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/live-classes/${classId}/ics`,
      headers: enrolled.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="titration-lab.ics"');
    expect(events(response.body)).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/live-classes/${classId}/ics`, headers: outsider.headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe('editing and cancelling', () => {
  it("lets the course's teacher edit; refuses another teacher, a student and a move to someone else's course", async () => {
    const url = `/api/live-classes/${classId}`;
    const edit = validClass({ title: 'Titration lab (moved)', startsAt: '2027-06-03T10:00:00Z' });
    expect((await t.app.inject({ method: 'PUT', url, headers: otherTeacher.headers, payload: edit })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'PUT', url, headers: enrolled.headers, payload: edit })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url, payload: edit })).statusCode).toBe(401);
    const moved = await t.app.inject({
      method: 'PUT',
      url,
      headers: teacher.headers,
      payload: { ...edit, courseId: otherCourseId },
    });
    expect(moved.statusCode).toBe(403);
    const ok = await t.app.inject({ method: 'PUT', url, headers: teacher.headers, payload: edit });
    expect(json(ok)).toMatchObject({
      message: 'Live class updated successfully!',
      liveClass: { title: 'Titration lab (moved)' },
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url,
      headers: teacher.headers,
      payload: { ...edit, meetingLink: 'javascript:x' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('counts classes in the course deletion warning and cancels for the teacher only', async () => {
    const dependents = await t.app.inject({
      method: 'GET',
      url: `/api/courses/${courseId}/dependents`,
      headers: teacher.headers,
    });
    expect(json(dependents)).toMatchObject({ data: { liveClasses: 1 } });
    const url = `/api/live-classes/${classId}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: otherTeacher.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url, headers: enrolled.headers })).statusCode).toBe(403);
    const response = await t.app.inject({ method: 'DELETE', url, headers: teacher.headers });
    expect(json(response)).toEqual({ success: true, message: 'Live class cancelled successfully' });
    expect(await t.db.select().from(liveClasses).where(eq(liveClasses.id, classId))).toHaveLength(0);
    expect((await t.app.inject({ method: 'DELETE', url, headers: teacher.headers })).statusCode).toBe(404);
  });
});

describe('a class that would already be over', () => {
  const titled = (title: string) => t.db.select().from(liveClasses).where(eq(liveClasses.title, title));
  const refusal = {
    success: false,
    code: 'class_in_past',
    message: 'This class would already be over. Choose a later start or a longer duration.',
  };

  it('is refused when scheduled, and nothing is written; one still running is scheduled', async () => {
    now = new Date('2027-06-01T09:00:00Z');
    const over = await create(teacher.headers, validClass({ title: 'Too late', startsAt: '2027-06-01T07:00:00Z' }));
    expect(over.statusCode).toBe(400);
    expect(json(over)).toEqual(refusal);
    const endingNow = validClass({ title: 'Too late', startsAt: '2027-06-01T08:00:00Z', durationMinutes: 60 });
    expect(json(await create(teacher.headers, endingNow))).toEqual(refusal);
    expect(await titled('Too late')).toHaveLength(0);

    // Who may not schedule here is told so first, as before.
    expect((await create({}, validClass({ startsAt: '2027-06-01T07:00:00Z' }))).statusCode).toBe(401);
    expect((await create(enrolled.headers, validClass({ startsAt: '2027-06-01T07:00:00Z' }))).statusCode).toBe(403);
    const foreign = await create(
      teacher.headers,
      validClass({ courseId: otherCourseId, startsAt: '2027-06-01T07:00:00Z' }),
    );
    expect(json(foreign)).toMatchObject({ code: 'not_your_course' });

    const running = await create(teacher.headers, validClass({ title: 'Started', startsAt: '2027-06-01T08:30:00Z' }));
    expect(running.statusCode).toBe(201);
  });

  it('is refused as a new time for a class, while a past class keeps its time and may be corrected', async () => {
    now = new Date('2027-06-01T09:00:00Z');
    const created = await create(teacher.headers, validClass({ title: 'Movable', startsAt: '2027-06-02T10:00:00Z' }));
    const { id } = json<{ liveClass: { id: string } }>(created).liveClass;
    const url = `/api/live-classes/${id}`;
    const back = validClass({ title: 'Movable', startsAt: '2027-05-30T10:00:00Z' });
    const moved = await t.app.inject({ method: 'PUT', url, headers: teacher.headers, payload: back });
    expect(moved.statusCode).toBe(400);
    expect(json(moved)).toEqual(refusal);
    expect((await titled('Movable'))[0]?.startsAt.toISOString()).toBe('2027-06-02T10:00:00.000Z');

    // Two days on, the class is over; fixing its title leaves its time alone and is accepted.
    now = new Date('2027-06-04T09:00:00Z');
    const renamed = validClass({ title: 'Movable (notes)', startsAt: '2027-06-02T10:00:00Z' });
    const fixed = await t.app.inject({ method: 'PUT', url, headers: teacher.headers, payload: renamed });
    expect(fixed.statusCode).toBe(200);
    expect(json(fixed)).toMatchObject({ liveClass: { title: 'Movable (notes)', state: 'ended' } });
    now = new Date('2027-06-01T09:00:00Z');
  });
});
