import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrolments, liveClasses, notifications, users } from '../../src/db/schema';
import { sendDueReminders } from '../../src/modules/live-classes/reminders';
import { createCourse, enrolIn } from '../helpers/courses';
import { json, send, signIn, useSignedInUsers, useTestApp } from '../helpers/test-app';

type UserAnswer = { data: { timeZone: string } };

/** The institute is in India here; accounts without a zone of their own read and see times there. */
let now = new Date('2027-05-01T20:00:00Z'); // 2 May 01:30 in India
const t = useTestApp({ TIME_ZONE: 'Asia/Kolkata' }, { now: () => now });
const { plain, berliner, indianTeacher, utcTeacher } = useSignedInUsers(t, {
  plain: 'student',
  berliner: ['student', { timeZone: 'Europe/Berlin', name: 'Berta' }],
  indianTeacher: ['teacher', { timeZone: 'Asia/Kolkata' }],
  utcTeacher: ['teacher', { timeZone: 'UTC' }],
});

const storedZone = async (email: string) =>
  (await t.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.email, email)))[0]?.timeZone;

const register = (email: string, timeZone?: unknown) =>
  send(t, 'POST', '/api/auth/register', {
    payload: {
      name: 'Zoe Zone',
      email,
      phone: '+91 98765 43210',
      password: 'a long password',
      role: 'student',
      ...(timeZone === undefined ? {} : { timeZone }),
    },
  });

describe('each user’s time zone', () => {
  it('is the institute’s TIME_ZONE until the user has their own', async () => {
    const mine = await send(t, 'GET', '/api/users/profile', { as: plain });
    expect(json<UserAnswer>(mine).data.timeZone).toBe('Asia/Kolkata');
    const theirs = await send(t, 'GET', '/api/users/profile', { as: berliner });
    expect(json<UserAnswer>(theirs).data.timeZone).toBe('Europe/Berlin');
  });

  it('is taken from the browser at sign-up; a name the server does not know is dropped', async () => {
    const kept = await register('zoe.kept@example.test', 'America/Sao_Paulo');
    expect(kept.statusCode).toBe(201);
    expect(json<{ user: { timeZone: string } }>(kept).user.timeZone).toBe('America/Sao_Paulo');
    expect(await storedZone('zoe.kept@example.test')).toBe('America/Sao_Paulo');

    for (const [email, zone] of [
      ['zoe.mars@example.test', 'Mars/Olympus_Mons'],
      ['zoe.number@example.test', 42],
      ['zoe.none@example.test', undefined],
    ] as const) {
      const response = await register(email, zone);
      expect(response.statusCode).toBe(201);
      expect(json<{ user: { timeZone: string } }>(response).user.timeZone).toBe('Asia/Kolkata');
      expect(await storedZone(email)).toBeNull();
    }
  });

  it('is taken from the browser at sign-in when the account has none, and never replaces one it has', async () => {
    const credentials = { email: plain.email, password: plain.password };
    const unknown = await send(t, 'POST', '/api/auth/login', {
      payload: { ...credentials, role: 'student', timeZone: 'Nowhere/Town' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(await storedZone(plain.email)).toBeNull();

    const first = await send(t, 'POST', '/api/auth/login', {
      payload: { ...credentials, role: 'student', timeZone: 'Africa/Nairobi' },
    });
    expect(json<{ user: { timeZone: string } }>(first).user.timeZone).toBe('Africa/Nairobi');
    const later = await send(t, 'POST', '/api/auth/login', {
      payload: { ...credentials, role: 'student', timeZone: 'Asia/Tokyo' },
    });
    expect(json<{ user: { timeZone: string } }>(later).user.timeZone).toBe('Africa/Nairobi');
    expect(await storedZone(plain.email)).toBe('Africa/Nairobi');

    // A sign-in that fails keeps nothing.
    await t.db.update(users).set({ timeZone: null }).where(eq(users.id, plain.id));
    const wrong = await signIn(t, { email: plain.email, password: 'not the password' }, 'student');
    expect(wrong.statusCode).toBe(401);
    expect(await storedZone(plain.email)).toBeNull();
  });

  it('is changed in Settings through the profile update', async () => {
    const response = await send(t, 'PUT', '/api/users/profile', {
      as: berliner,
      payload: { timeZone: 'America/New_York' },
    });
    expect(response.statusCode).toBe(200);
    expect(json<UserAnswer>(response).data.timeZone).toBe('America/New_York');
    expect(await storedZone(berliner.email)).toBe('America/New_York');
  });

  it.each(['Mars/Olympus_Mons', '+05:30', '', 7])(
    'refuses the zone %j with 400, writing nothing of the body',
    async (timeZone) => {
      const response = await send(t, 'PUT', '/api/users/profile', {
        as: berliner,
        payload: { timeZone, name: 'Renamed' },
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        code: 'validation_failed',
        errors: { timeZone: 'Time zone must be an IANA time zone such as Asia/Kolkata' },
      });
      const [row] = await t.db.select().from(users).where(eq(users.id, berliner.id));
      expect(row).toMatchObject({ name: 'Berta', timeZone: 'America/New_York' });
    },
  );

  it('is not a visitor’s to change; a visitor’s day filter answers no classes, as every visitor list does', async () => {
    const response = await send(t, 'PUT', '/api/users/profile', { payload: { timeZone: 'Europe/Paris' } });
    expect(response.statusCode).toBe(401);
    const classes = await send(t, 'GET', '/api/live-classes?date=2027-05-02');
    expect(classes.statusCode).toBe(200);
    expect(json(classes)).toEqual([]);
  });
});

describe('attendance dates are the teacher’s calendar days', () => {
  it('lets a teacher mark their today, and refuses tomorrow, wherever they are', async () => {
    const [indian, utc] = await Promise.all([
      createCourse(t, indianTeacher, { title: 'Zoned attendance' }),
      createCourse(t, utcTeacher, { title: 'UTC attendance' }),
    ]);
    await enrolIn(t, plain, indian.id);
    await enrolIn(t, plain, utc.id);
    await t.db
      .update(enrolments)
      .set({ enrolledAt: new Date('2027-04-01T00:00:00Z') })
      .where(eq(enrolments.studentId, plain.id));
    const mark = (teacher: typeof indianTeacher, courseId: string, date: string) =>
      send(t, 'POST', '/api/attendance', {
        as: teacher,
        payload: { courseId, date, attendanceData: [{ studentId: plain.id, status: 'present' }] },
      });
    // 20:00 UTC on 1 May is already 2 May in India.
    expect((await mark(indianTeacher, indian.id, '2027-05-02')).statusCode).toBe(200);
    expect((await mark(indianTeacher, indian.id, '2027-05-03')).statusCode).toBe(400);
    expect((await mark(utcTeacher, utc.id, '2027-05-01')).statusCode).toBe(200);
    const tomorrow = await mark(utcTeacher, utc.id, '2027-05-02');
    expect(tomorrow.statusCode).toBe(400);
    expect(json(tomorrow)).toMatchObject({ message: 'Attendance cannot be marked for a future date' });
  });
});

describe('times told to students name their zone', () => {
  it('gives a class notice and reminder in the recipient’s zone', async () => {
    now = new Date('2027-06-10T09:00:00Z');
    const course = await createCourse(t, indianTeacher, { title: 'Reminder zones' });
    await enrolIn(t, berliner, course.id);
    await enrolIn(t, plain, course.id);
    const scheduled = await send(t, 'POST', '/api/live-classes', {
      as: indianTeacher,
      payload: {
        title: 'Zoned class',
        courseId: course.id,
        subject: 'Time',
        startsAt: '2027-06-10T09:30:00Z',
        durationMinutes: 30,
        meetingLink: 'https://meet.example.test/zones',
      },
    });
    expect(scheduled.statusCode).toBe(201);
    const [notice] = await t.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, berliner.id), eq(notifications.kind, 'class_scheduled')));
    // Berta moved to New York above: 09:30 UTC is 5:30 AM there, daylight time.
    expect(notice?.body).toContain('Thu, Jun 10, 5:30 AM EDT (America/New_York)');
    // A student with no zone of their own reads the institute's (TIME_ZONE), named too.
    const [plainNotice] = await t.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, plain.id), eq(notifications.kind, 'class_scheduled')));
    expect(plainNotice?.body).toContain('Thu, Jun 10, 3:00 PM GMT+5:30 (Asia/Kolkata)');

    expect(await sendDueReminders(t.app.ctx)).toBeGreaterThan(0);
    const [reminder] = await t.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, berliner.id), eq(notifications.kind, 'class_starting')));
    expect(reminder?.body).toContain('starts at Thu, Jun 10, 5:30 AM EDT (America/New_York).');
    await t.app.outbox.drain();
    const mail = await t.mail.waitFor((message) => message.to.includes(berliner.email));
    expect(mail.body).toContain('at Thu, Jun 10, 5:30 AM EDT (America/New_York).');
    await t.db.delete(liveClasses).where(eq(liveClasses.courseId, course.id));
  });
});
