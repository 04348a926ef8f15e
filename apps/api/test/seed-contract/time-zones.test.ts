import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveClasses } from '../../src/db/schema';
import { createCourse } from '../helpers/courses';
import { json, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { seedCall } from './seed-client';

/**
 * Spec §3: a live class has a `date` and a `time`; the client's form sends them as the teacher typed
 * them, without an offset, and shows them back as "12-hour hour:minute" (§9). §7: GET /live-classes
 * filters on `date`. A teacher in India who types 15:30 means 15:30 in India.
 */
const t = useTestApp({}, { now: () => new Date('2027-05-01T08:00:00Z') });
const { teacher, utcTeacher } = useSignedInUsers(t, {
  teacher: ['teacher', { name: 'Kiran Teacher', timeZone: 'Asia/Kolkata' }],
  utcTeacher: 'teacher',
});
let courseId: string;

type SeedClass = { _id: string; title: string; date: string; time: string };

const seedClassBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Afternoon optics',
  course: 'Optics in India',
  subject: 'Physics',
  date: '2027-06-02',
  time: '15:30',
  duration: 60,
  meetingLink: 'https://meet.example.test/optics',
  ...overrides,
});

beforeAll(async () => {
  courseId = (await createCourse(t, teacher, { title: 'Optics in India' })).id;
  await createCourse(t, utcTeacher, { title: 'Optics in India' });
});

describe('POST /live-classes: date + time without an offset are the teacher’s own wall clock', () => {
  it('stores 15:30 in Asia/Kolkata as 10:00Z and answers the teacher’s 15:30 back', async () => {
    const response = await seedCall(t, 'POST', '/live-classes', { as: teacher, payload: seedClassBody() });
    expect(response.statusCode).toBe(201);
    const { liveClass } = json<{ liveClass: SeedClass }>(response);
    expect(liveClass).toMatchObject({ date: '2027-06-02T10:00:00.000Z', time: '15:30' });
    const [row] = await t.db.select().from(liveClasses).where(eq(liveClasses.id, liveClass._id));
    expect(row?.startsAt.toISOString()).toBe('2027-06-02T10:00:00.000Z');

    const read = await seedCall(t, 'GET', `/live-classes/${liveClass._id}`, { as: teacher });
    expect(json<SeedClass>(read)).toMatchObject({ time: '15:30' });
  });

  it('reads the edit form’s date-and-time in the teacher’s zone too (PUT)', async () => {
    const created = await seedCall(t, 'POST', '/live-classes', { as: teacher, payload: seedClassBody() });
    const id = json<{ liveClass: SeedClass }>(created).liveClass._id;
    const response = await seedCall(t, 'PUT', `/live-classes/${id}`, {
      as: teacher,
      payload: seedClassBody({ date: '2027-06-03T09:15', time: undefined }),
    });
    expect(response.statusCode).toBe(200);
    expect(json<{ liveClass: SeedClass }>(response).liveClass).toMatchObject({
      date: '2027-06-03T03:45:00.000Z',
      time: '09:15',
    });
  });

  it('lets an explicit timeZone or offset win over the teacher’s zone', async () => {
    const named = await seedCall(t, 'POST', '/live-classes', {
      as: teacher,
      payload: seedClassBody({ timeZone: 'UTC' }),
    });
    expect(json<{ liveClass: SeedClass }>(named).liveClass).toMatchObject({
      date: '2027-06-02T15:30:00.000Z',
      time: '21:00',
    });
    const offset = await seedCall(t, 'POST', '/live-classes', {
      as: teacher,
      payload: seedClassBody({ date: '2027-06-02T15:30:00.000Z' }),
    });
    expect(json<{ liveClass: SeedClass }>(offset).liveClass.date).toBe('2027-06-02T15:30:00.000Z');
  });

  it('reads a teacher without a zone of their own in the institute’s (TIME_ZONE, UTC here)', async () => {
    const response = await seedCall(t, 'POST', '/live-classes', { as: utcTeacher, payload: seedClassBody() });
    expect(json<{ liveClass: SeedClass }>(response).liveClass).toMatchObject({
      date: '2027-06-02T15:30:00.000Z',
      time: '15:30',
    });
  });
});

describe('GET /live-classes?date: the caller’s calendar day', () => {
  beforeAll(async () => {
    const at = (title: string, startsAt: string) => ({
      courseId,
      title,
      subject: 'Physics',
      startsAt: new Date(startsAt),
      durationMinutes: 30,
      meetingLink: 'https://meet.example.test/day',
    });
    await t.db.insert(liveClasses).values([
      at('Just after midnight in India', '2027-07-09T19:00:00Z'), // 10 Jul 00:30 IST
      at('Late evening in India', '2027-07-10T18:00:00Z'), // 10 Jul 23:30 IST
      at('Next day in India', '2027-07-10T19:00:00Z'), // 11 Jul 00:30 IST
    ]);
  });

  it('answers the classes of the teacher’s 10 July, across the UTC day boundary', async () => {
    const response = await seedCall(t, 'GET', '/live-classes?date=2027-07-10', { as: teacher });
    expect(response.statusCode).toBe(200);
    expect(json<SeedClass[]>(response).map((liveClass) => [liveClass.title, liveClass.time])).toEqual([
      ['Just after midnight in India', '00:30'],
      ['Late evening in India', '23:30'],
    ]);
  });
});
