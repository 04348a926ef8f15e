import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonymisedAttendance,
  auditLog,
  calendarFeeds,
  classReminders,
  courses,
  dataExports,
  liveClassCheckIns,
  liveClasses,
  passwordResets,
  resources,
  sessions,
  users,
} from '../../src/db/schema';
import { digestToken } from '../../src/platform/tokens';
import { createCourse } from '../helpers/courses';
import { daysAgo } from '../helpers/dates';
import { findTraces, giveStudentHistory, tableNames } from '../helpers/personal-data';
import { createSignedInUser, json, signIn, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

const names = { teacher: 'Teodor Keeperson', zelda: 'Zelda Vanishing', yusuf: 'Yusuf Removable', bea: 'Bea Staying' };

const t = useTestApp();
const { admin, teacher, zelda, yusuf, bea } = useSignedInUsers(t, {
  admin: ['admin', { name: 'Ada Admin' }],
  teacher: ['teacher', { name: names.teacher }],
  zelda: ['student', { name: names.zelda, phone: '+1 555 0100', address: '1 Hidden Lane' }],
  yusuf: ['student', { name: names.yusuf }],
  bea: ['student', { name: names.bea }],
});
let courseId: string;
let secondCourseId: string;

beforeAll(async () => {
  courseId = (await createCourse(t, teacher, { title: 'Erasure Physics' })).id;
  secondCourseId = (await createCourse(t, teacher, { title: 'Archived Chemistry' })).id;
  for (const student of [zelda, yusuf, bea]) await giveStudentHistory(t, student, teacher, courseId);

  // Zelda also has a live-class check-in and reminder, a calendar feed, a reset code, an export and a
  // failed sign-in counted against her email: every place a student can leave a trace.
  const [liveClass] = await t.db
    .insert(liveClasses)
    .values({
      courseId,
      title: 'Optics live',
      subject: 'Optics',
      startsAt: new Date(Date.now() - 86_400_000),
      durationMinutes: 60,
      meetingLink: 'https://meet.example.test/optics',
      createdBy: teacher.id,
    })
    .returning();
  await t.db.insert(liveClassCheckIns).values({ liveClassId: liveClass?.id ?? '', studentId: zelda.id });
  await t.db.insert(classReminders).values({ liveClassId: liveClass?.id ?? '', studentId: zelda.id });
  await t.db.insert(calendarFeeds).values({ userId: zelda.id, token: 'zelda-feed-secret' });
  await t.db
    .insert(passwordResets)
    .values({ userId: zelda.id, codeHash: 'hash', expiresAt: new Date(Date.now() + 600_000) });
  await t.db.insert(dataExports).values({ userId: zelda.id, tokenHash: digestToken('zelda-export'), status: 'failed' });
  const failedLogin = await signIn(t, { email: zelda.email, password: 'not her password' }, 'student');
  expect(failedLogin.statusCode).toBe(401);
  // An anonymous contact message from the same address is hers too.
  await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: names.zelda, email: zelda.email, subject: 'Before signing up', message: 'Hello' },
  });
});

const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: user.headers });
const eraseSelf = (user: TestUser, password: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/privacy/account', headers: user.headers, payload: { password } });

/** Every course-level attendance figure a teacher or admin can see. */
async function attendanceFigures(viewer: TestUser) {
  const range = `startDate=${daysAgo(15)}&endDate=${daysAgo(5)}`;
  const analytics = json<{
    data: { attendanceByCourse: unknown; attendanceByWeek: unknown; statusMix: unknown };
  }>(await get('/api/analytics/teacher', viewer)).data;
  const rangedAnalytics = json<{ data: { attendanceByWeek: unknown; statusMix: unknown } }>(
    await get(`/api/analytics/teacher?${range}`, viewer),
  ).data;
  return {
    courseOverall: json<{ data: { overall: unknown } }>(await get(`/api/attendance/stats/${courseId}`, viewer)).data
      .overall,
    courseOverallInRange: json<{ data: { overall: unknown } }>(
      await get(`/api/attendance/stats/${courseId}?${range}`, viewer),
    ).data.overall,
    dashboardRate: json<{ data: { attendanceRate: unknown } }>(await get('/api/dashboard/teacher', viewer)).data
      .attendanceRate,
    byCourse: analytics.attendanceByCourse,
    byWeek: analytics.attendanceByWeek,
    statusMix: analytics.statusMix,
    rangedByWeek: rangedAnalytics.attendanceByWeek,
    rangedStatusMix: rangedAnalytics.statusMix,
  };
}

describe('DELETE /api/privacy/account by a student', () => {
  let teacherBefore: Awaited<ReturnType<typeof attendanceFigures>>;
  let adminBefore: Awaited<ReturnType<typeof attendanceFigures>>;

  beforeAll(async () => {
    teacherBefore = await attendanceFigures(teacher);
    adminBefore = await attendanceFigures(admin);
    expect(teacherBefore.courseOverall).toMatchObject({ total: 9, present: 3, late: 3, absent: 3 });
  });

  it('refuses a visitor, an admin (who cannot erase themselves here) and a wrong password, writing nothing', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/privacy/account', payload: { password: 'x' } })).statusCode,
    ).toBe(401);
    const byAdmin = await eraseSelf(admin, admin.password);
    expect(byAdmin.statusCode).toBe(403);
    const wrong = await eraseSelf(zelda, 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ success: false, errors: { password: 'The password is not correct' } });
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/privacy/account',
      headers: zelda.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.id, zelda.id))).toHaveLength(1);
    expect(await t.db.select().from(auditLog)).toHaveLength(0);
    expect(await t.db.select().from(anonymisedAttendance)).toHaveLength(0);
  });

  it('deletes the account, signs it out everywhere and logs the erasure without naming anyone', async () => {
    const response = await eraseSelf(zelda, zelda.password);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'Your account and personal data have been deleted' });
    expect(await t.db.select().from(users).where(eq(users.id, zelda.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, zelda.id))).toHaveLength(0);
    expect((await get('/api/users/profile', zelda)).statusCode).toBe(401);
    const entries = await t.db.select().from(auditLog);
    expect(
      entries.map((entry) => [entry.action, entry.actorId, entry.actorRole, entry.subjectId, entry.subjectRole]),
    ).toEqual([['account.erased', null, 'student', null, 'student']]);
  });

  it('keeps her attendance only as anonymous counts, so every attendance figure is unchanged', async () => {
    const tallies = await t.db.select().from(anonymisedAttendance).where(eq(anonymisedAttendance.courseId, courseId));
    expect(tallies.map((row) => [row.status, row.count]).sort()).toEqual([
      ['absent', 1],
      ['late', 1],
      ['present', 1],
    ]);
    expect(await attendanceFigures(teacher)).toEqual(teacherBefore);
    expect(await attendanceFigures(admin)).toEqual(adminBefore);
    const stats = json<{ data: { students: { student: { name: string } }[] } }>(
      await get(`/api/attendance/stats/${courseId}`, teacher),
    ).data;
    expect(stats.students.map((row) => row.student.name)).not.toContain(names.zelda);
  });

  it('leaves no trace of her id, email or name in any table', async () => {
    const scanned = await tableNames(t);
    expect(scanned).toEqual(expect.arrayContaining(['users', 'attendance_records', 'contact_messages', 'audit_log']));
    expect(await findTraces(t, [zelda.id, zelda.email, names.zelda])).toEqual([]);
    // The scan does find a student who is still here, so an empty answer means something.
    const beaTraces = await findTraces(t, [bea.email]);
    expect(beaTraces.map((trace) => trace.table)).toEqual(
      expect.arrayContaining(['users', 'attendance_records', 'contact_messages']),
    );
  });
});

describe('an admin deletes a student through DELETE /api/users/:id', () => {
  it('erases the same way, and the audit log names the admin', async () => {
    const before = await attendanceFigures(teacher);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/users/${yusuf.id}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'User deleted successfully' });
    expect(await attendanceFigures(teacher)).toEqual(before);
    expect(await findTraces(t, [yusuf.id, yusuf.email, names.yusuf])).toEqual([]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'account.erased_by_admin'));
    expect(entry).toMatchObject({ actorId: admin.id, actorRole: 'admin', subjectId: null, subjectRole: 'student' });
  });

  it('refuses an admin deleting themselves, and an unknown account', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/${admin.id}`, headers: admin.headers })).statusCode,
    ).toBe(400);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a teacher deleting their account', () => {
  it('is refused while a course is running, naming it, by themselves and by an admin', async () => {
    const own = await eraseSelf(teacher, teacher.password);
    expect(own.statusCode).toBe(409);
    expect(json(own).message).toBe(
      'Close or hand over these courses before the account can be deleted: Archived Chemistry, Erasure Physics',
    );
    const byAdmin = await t.app.inject({ method: 'DELETE', url: `/api/users/${teacher.id}`, headers: admin.headers });
    expect(byAdmin.statusCode).toBe(409);
    expect(await t.db.select().from(users).where(eq(users.id, teacher.id))).toHaveLength(1);
  });

  it('hands closed courses and uploaded files to the institute, and keeps the course figures', async () => {
    await t.db.update(courses).set({ status: 'completed' }).where(eq(courses.id, courseId));
    await t.db.update(courses).set({ status: 'inactive' }).where(eq(courses.id, secondCourseId));
    const [file] = await t.db
      .insert(resources)
      .values({
        title: 'Optics notes',
        description: 'Lenses and mirrors',
        type: 'pdf',
        category: 'Science',
        fileName: 'optics.pdf',
        storedName: 'stored-optics.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 1234,
        uploadedBy: teacher.id,
      })
      .returning();
    const before = await attendanceFigures(admin);

    const response = await eraseSelf(teacher, teacher.password);
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, teacher.id))).toHaveLength(0);
    const kept = await t.db.select().from(courses).where(eq(courses.instructorId, admin.id));
    expect(kept.map((course) => course.title).sort()).toEqual(['Archived Chemistry', 'Erasure Physics']);
    const [keptFile] = await t.db
      .select()
      .from(resources)
      .where(eq(resources.id, file?.id ?? ''));
    expect(keptFile?.uploadedBy).toBe(admin.id);
    expect(await attendanceFigures(admin)).toEqual(before);
    expect(await findTraces(t, [teacher.id, teacher.email, names.teacher])).toEqual([]);
  });
});

describe('GET /api/privacy/audit-log', () => {
  it('lists every privacy action newest first for an admin, filterable by action', async () => {
    const response = await get('/api/privacy/audit-log', admin);
    expect(response.statusCode).toBe(200);
    const body = json<{ data: { action: string; actor: unknown; subject: unknown }[]; pagination: { total: number } }>(
      response,
    );
    expect(body.data.map((entry) => entry.action)).toEqual([
      'account.erased',
      'account.erased_by_admin',
      'account.erased',
    ]);
    expect(body.data[0]).toMatchObject({
      actor: { id: null, name: null, role: 'teacher' },
      subject: { id: null, name: null, role: 'teacher' },
    });
    expect(body.data[1]).toMatchObject({
      actor: { id: admin.id, name: 'Ada Admin', role: 'admin' },
      subject: { id: null, role: 'student' },
    });
    const filtered = json<{ data: unknown[] }>(
      await get('/api/privacy/audit-log?action=account.erased_by_admin', admin),
    );
    expect(filtered.data).toHaveLength(1);
    expect((await get('/api/privacy/audit-log?action=nonsense', admin)).statusCode).toBe(400);
  });

  it('refuses a visitor, a teacher and a student', async () => {
    const otherTeacher = await createSignedInUser(t, 'teacher');
    expect((await t.app.inject({ method: 'GET', url: '/api/privacy/audit-log' })).statusCode).toBe(401);
    expect((await get('/api/privacy/audit-log', otherTeacher)).statusCode).toBe(403);
    expect((await get('/api/privacy/audit-log', bea)).statusCode).toBe(403);
  });
});
