import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classReminders, liveClasses, notifications, users } from '../../src/db/schema';
import { sendDueReminders } from '../../src/modules/live-classes/reminders';
import { createCourse, enrolIn } from '../helpers/courses';
import { json, send, students, useSignedInUsers, useTestApp } from '../helpers/test-app';

let now = new Date('2027-05-01T09:00:00Z');
const t = useTestApp({}, { now: () => now });
const { teacher, keen, quiet, outsider } = useSignedInUsers(t, {
  teacher: 'teacher',
  ...students('Keen', 'Quiet', 'Outsider'),
});

describe('notification settings', () => {
  it('start with email reminders on, and persist changes', async () => {
    const initial = await send(t, 'GET', '/api/users/settings', { as: quiet });
    expect(json(initial)).toMatchObject({ data: { emailNotifications: true } });
    const saved = await send(t, 'PUT', '/api/users/settings', { as: quiet, payload: { emailNotifications: false } });
    expect(json(saved)).toEqual({
      success: true,
      message: 'Settings saved',
      data: { emailNotifications: false },
    });
    const again = await send(t, 'GET', '/api/users/settings', { as: quiet });
    expect(json(again)).toMatchObject({ data: { emailNotifications: false } });
  });

  it('refuses bad input and visitors', async () => {
    const bad = await send(t, 'PUT', '/api/users/settings', { as: keen, payload: { emailNotifications: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect((await send(t, 'GET', '/api/users/settings')).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, keen.id));
    expect(row?.notifyEmail).toBe(true);
  });
});

describe('class reminders', () => {
  let soonId: string;
  beforeAll(async () => {
    const course = await createCourse(t, teacher, { title: 'Reminded Course' });
    const other = await createCourse(t, teacher, { title: 'Other Course' });
    await enrolIn(t, keen, course.id);
    await enrolIn(t, quiet, course.id);
    await enrolIn(t, outsider, other.id);
    const [soon] = await t.db
      .insert(liveClasses)
      .values([
        {
          courseId: course.id,
          title: 'Soon Class',
          subject: 'X',
          startsAt: new Date('2027-05-01T09:45:00Z'),
          durationMinutes: 60,
          meetingLink: 'https://m.test/a',
        },
        {
          courseId: course.id,
          title: 'Tomorrow Class',
          subject: 'X',
          startsAt: new Date('2027-05-02T09:45:00Z'),
          durationMinutes: 60,
          meetingLink: 'https://m.test/b',
        },
        {
          courseId: course.id,
          title: 'Started Class',
          subject: 'X',
          startsAt: new Date('2027-05-01T08:30:00Z'),
          durationMinutes: 60,
          meetingLink: 'https://m.test/c',
        },
      ])
      .returning({ id: liveClasses.id });
    soonId = soon?.id ?? '';
  });

  it('reminds enrolled students in the app and emails those opted in, about an hour before, once, even when workers race', async () => {
    const sent = await Promise.all([
      sendDueReminders(t.app.ctx),
      sendDueReminders(t.app.ctx),
      sendDueReminders(t.app.ctx),
    ]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(2);
    await t.app.outbox.drain();
    const mail = await t.mail.waitFor((m) => m.to.includes(keen.email));
    expect(mail.subject).toBe('Reminder: Soon Class starts in 45 minutes');
    expect(mail.body).toContain('/student/live-classes');
    expect(await sendDueReminders(t.app.ctx)).toBe(0);
    await t.app.outbox.drain();
    const reminders = t.mail.messages.filter((m) => m.subject.startsWith('Reminder:'));
    expect(reminders.map((m) => m.to[0])).toEqual([keen.email]);
    expect(await t.db.select().from(classReminders).where(eq(classReminders.liveClassId, soonId))).toHaveLength(2);
    const inApp = await t.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.kind, 'class_starting'));
    expect(inApp.map((row) => row.userId).sort()).toEqual([keen.id, quiet.id].sort());
    expect(inApp[0]?.title).toBe('Soon Class starts in 45 minutes');
  });

  it('sends the next class when its hour comes', async () => {
    now = new Date('2027-05-02T08:50:00Z');
    expect(await sendDueReminders(t.app.ctx)).toBe(2);
    await t.app.outbox.drain();
    const mail = await t.mail.waitFor((m) => m.subject.startsWith('Reminder: Tomorrow Class'));
    expect(mail.to).toEqual([keen.email]);
  });
});
