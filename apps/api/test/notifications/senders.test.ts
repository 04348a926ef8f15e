import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enrolments, liveClasses, notifications, users } from '../../src/db/schema';
import { createCourseWithStudents } from '../helpers/courses';
import { daysAgo } from '../helpers/dates';
import { json, send, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { teacher, otherTeacher, admin, secondAdmin, ann, ben, outsider } = useSignedInUsers(t, {
  teacher: ['teacher', { name: 'Tess Teacher' }],
  otherTeacher: 'teacher',
  admin: 'admin',
  secondAdmin: 'admin',
  ann: ['student', { name: 'Ann Able' }],
  ben: ['student', { name: 'Ben Bold' }],
  outsider: 'student',
});
let courseId: string;

beforeAll(async () => {
  courseId = (await createCourseWithStudents(t, teacher, [ann, ben], { title: 'Botany' })).id;
  // Enrolled weeks ago, so attendance can be marked on earlier dates.
  await t.db
    .update(enrolments)
    .set({ enrolledAt: new Date(Date.now() - 30 * 86_400_000) })
    .where(eq(enrolments.courseId, courseId));
});
beforeEach(async () => {
  await t.db.delete(notifications);
});

const rows = (kind: (typeof notifications.$inferSelect)['kind']) =>
  t.db.select().from(notifications).where(eq(notifications.kind, kind));

/** The one notification of `kind`: checks that there is no other. */
async function onlyRow(kind: (typeof notifications.$inferSelect)['kind']) {
  const [row, ...more] = await rows(kind);
  expect(more).toEqual([]);
  return row;
}

const recipients = async (kind: (typeof notifications.$inferSelect)['kind']) =>
  (await rows(kind)).map((row) => row.userId).sort();

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
const liveClass = (overrides: Record<string, unknown> = {}) => ({
  title: 'Leaf anatomy',
  courseId,
  subject: 'Biology',
  startsAt: inAWeek,
  durationMinutes: 45,
  meetingLink: 'https://meet.example.test/leaf',
  ...overrides,
});

describe('live class changes', () => {
  let classId: string;
  const schedule = (overrides: Record<string, unknown> = {}) =>
    send(t, 'POST', '/api/live-classes', { as: teacher, payload: liveClass(overrides) });
  const save = (by: TestUser, overrides: Record<string, unknown>) =>
    send(t, 'PUT', `/api/live-classes/${classId}`, { as: by, payload: liveClass(overrides) });

  it('tells the enrolled students of a newly scheduled class, and nobody else', async () => {
    const response = await schedule();
    expect(response.statusCode).toBe(201);
    classId = json<{ liveClass: { id: string } }>(response).liveClass.id;
    expect(await recipients('class_scheduled')).toEqual([ann.id, ben.id].sort());
    const [first] = await rows('class_scheduled');
    expect(first).toMatchObject({ title: 'New live class', link: '/student/live-classes' });
    expect(first?.body).toContain('"Leaf anatomy" (Botany) is scheduled for');
  });

  it('tells them when it changes, and says nothing for a save that changes nothing or is refused', async () => {
    expect((await save(teacher, { durationMinutes: 60 })).statusCode).toBe(200);
    expect(await recipients('class_changed')).toEqual([ann.id, ben.id].sort());
    await t.db.delete(notifications);

    expect((await save(teacher, { durationMinutes: 60 })).statusCode).toBe(200);
    expect((await save(otherTeacher, { durationMinutes: 90 })).statusCode).toBe(403);
    expect((await save(teacher, { meetingLink: 'ftp://nope' })).statusCode).toBe(400);
    expect(await t.db.select().from(notifications)).toEqual([]);
  });

  it('tells them when it is cancelled', async () => {
    const response = await send(t, 'DELETE', `/api/live-classes/${classId}`, { as: teacher });
    expect(response.statusCode).toBe(200);
    expect(await recipients('class_cancelled')).toEqual([ann.id, ben.id].sort());
    expect((await rows('class_cancelled'))[0]?.body).toMatch(/was cancelled\.$/);
  });

  it('says nothing about a class that is already over', async () => {
    // The API refuses to schedule one (class_in_past), but a past class may still be corrected.
    const [past] = await t.db
      .insert(liveClasses)
      .values({ ...liveClass(), startsAt: new Date(Date.now() - 3 * 86_400_000), createdBy: teacher.id })
      .returning({ id: liveClasses.id, startsAt: liveClasses.startsAt });
    const corrected = await send(t, 'PUT', `/api/live-classes/${past?.id}`, {
      as: teacher,
      payload: liveClass({ title: 'Leaf anatomy (notes)', startsAt: past?.startsAt.toISOString() }),
    });
    expect(corrected.statusCode).toBe(200);
    expect(await t.db.select().from(notifications)).toEqual([]);
  });

  it('leaves out a suspended student', async () => {
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, ben.id));
    await schedule();
    expect(await recipients('class_scheduled')).toEqual([ann.id]);
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, ben.id));
  });
});

describe('attendance below 60%', () => {
  const mark = (date: string, statuses: Record<string, 'present' | 'absent' | 'late'>, headers = teacher.headers) =>
    t.app.inject({
      method: 'POST',
      url: '/api/attendance',
      headers,
      payload: {
        courseId,
        date,
        attendanceData: Object.entries(statuses).map(([studentId, status]) => ({ studentId, status })),
      },
    });

  it('tells the student once, when a marking takes them below 60%', async () => {
    expect((await mark(daysAgo(10), { [ann.id]: 'present', [ben.id]: 'present' })).statusCode).toBe(200);
    expect((await mark(daysAgo(9), { [ann.id]: 'absent', [ben.id]: 'present' })).statusCode).toBe(200);
    // Ann 50%: below, and was 100% before.
    expect(await recipients('low_attendance')).toEqual([ann.id]);
    const [note] = await rows('low_attendance');
    expect(note).toMatchObject({
      title: 'Your attendance in Botany is 50%',
      link: `/student/courses/${courseId}/attendance`,
    });
    // Still below (33%): nothing new. Saving the same again: nothing.
    expect((await mark(daysAgo(8), { [ann.id]: 'absent', [ben.id]: 'present' })).statusCode).toBe(200);
    expect((await mark(daysAgo(8), { [ann.id]: 'absent', [ben.id]: 'present' })).statusCode).toBe(200);
    expect(await recipients('low_attendance')).toEqual([ann.id]);
  });

  it('tells them again after they recovered and dropped once more', async () => {
    for (const days of [7, 6, 5]) await mark(daysAgo(days), { [ann.id]: 'present' }); // 4 of 6: 67%
    await t.db.delete(notifications);
    await mark(daysAgo(4), { [ann.id]: 'absent' }); // 4 of 7: 57%
    expect(await recipients('low_attendance')).toEqual([ann.id]);
  });

  it('writes nothing when the marking is refused', async () => {
    await t.db.delete(notifications);
    const refused = await mark(daysAgo(3), { [ben.id]: 'absent', [outsider.id]: 'absent' });
    expect(refused.statusCode).toBe(400);
    const foreign = await mark(daysAgo(3), { [ben.id]: 'absent' }, otherTeacher.headers);
    expect(foreign.statusCode).toBe(403);
    expect(await t.db.select().from(notifications)).toEqual([]);
  });
});

describe('reviews', () => {
  it('tells the course teacher of a new review, naming its author; a refused duplicate writes nothing', async () => {
    const review = (rating: number) =>
      send(t, 'POST', `/api/courses/${courseId}/reviews`, { as: ben, payload: { rating, comment: 'Lovely plants' } });
    expect((await review(5)).statusCode).toBe(201);
    expect(await onlyRow('new_review')).toMatchObject({
      userId: teacher.id,
      title: 'New 5-star review of Botany',
      body: 'Ben Bold: "Lovely plants"',
      link: `/admin/courses/${courseId}`,
      aboutUserId: ben.id,
    });
    expect((await review(4)).statusCode).toBe(409);
    expect(await rows('new_review')).toHaveLength(1);
  });
});

describe('contact messages', () => {
  it('tell every active admin, tied to the message', async () => {
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, secondAdmin.id));
    const response = await send(t, 'POST', '/api/contact', {
      payload: { name: 'Val Visitor', email: 'val@example.test', subject: 'Group rates', message: 'Do you have any?' },
    });
    expect(response.statusCode).toBe(201);
    const messageId = json<{ data: { id: string } }>(response).data.id;
    expect(await onlyRow('contact_message')).toMatchObject({
      userId: admin.id,
      title: 'Contact message: Group rates',
      body: 'From Val Visitor (val@example.test).',
      link: '/admin/inbox',
      contactMessageId: messageId,
    });
    // Deleting the message deletes what announced it.
    const deleted = await send(t, 'DELETE', `/api/contact/${messageId}`, { as: admin });
    expect(deleted.statusCode).toBe(200);
    expect(await rows('contact_message')).toEqual([]);
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, secondAdmin.id));
  });

  it('writes nothing for a refused message', async () => {
    const response = await send(t, 'POST', '/api/contact', {
      payload: { name: 'Val Visitor', email: 'not-an-email', subject: 'Hi', message: 'Hello' },
    });
    expect(response.statusCode).toBe(400);
    expect(await t.db.select().from(notifications)).toEqual([]);
  });
});
