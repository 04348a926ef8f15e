import { eq, inArray } from 'drizzle-orm';
import addressparser from 'nodemailer/lib/addressparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolments, sessions, users } from '../../src/db/schema';
import { createCourse, enrolIn } from '../helpers/courses';
import { textOf } from '../helpers/smtp-sink';
import {
  createSignedInUser,
  json,
  send,
  signIn,
  statusesFor,
  type TestUser,
  useSignedInUsers,
  useTestApp,
} from '../helpers/test-app';

const t = useTestApp();
const { teacher, otherTeacher, admin, alice, bob, carol } = useSignedInUsers(t, {
  teacher: [
    'teacher',
    {
      name: 'Priya Sharma',
      specialization: 'Mathematics',
      subjects: ['Mathematics', 'Physics'],
      bio: 'Calculus lover',
    },
  ],
  otherTeacher: ['teacher', { name: 'Omar Other', subjects: ['Languages'] }],
  admin: ['admin', { name: 'Ada Admin' }],
  alice: ['student', { name: 'Alice Able' }],
  bob: ['student', { name: 'Bob Baker' }],
  carol: ['student', { name: 'Carol Clark' }],
});
beforeAll(async () => {
  const algebra = await createCourse(t, teacher, { title: 'Algebra' });
  const physics = await createCourse(t, teacher, { title: 'Physics' });
  const french = await createCourse(t, otherTeacher, { title: 'French' });
  await enrolIn(t, alice, algebra.id);
  await enrolIn(t, alice, physics.id);
  await enrolIn(t, bob, algebra.id);
  await enrolIn(t, carol, french.id);
  await enrolIn(t, alice, french.id);
});

const updateUser = (by: TestUser, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: by.headers, payload });
const statusOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]?.status;

type StudentRows = { data: { name: string; enrolledCoursesCount: number; courses: { title: string }[] }[] };

describe('GET /api/users/students', () => {
  it("lists the students of the teacher's own courses with their course counts", async () => {
    const response = await send(t, 'GET', '/api/users/students', { as: teacher });
    expect(response.statusCode).toBe(200);
    const rows = json<StudentRows>(response).data;
    expect(rows.map((row) => [row.name, row.enrolledCoursesCount])).toEqual([
      ['Alice Able', 2],
      ['Bob Baker', 1],
    ]);
    expect(rows[0]?.courses.map((course) => course.title)).toEqual(['Algebra', 'Physics']);
  });

  it('searches by name or email', async () => {
    const byName = await send(t, 'GET', '/api/users/students?search=bak', { as: teacher });
    expect(json<StudentRows>(byName).data.map((row) => row.name)).toEqual(['Bob Baker']);
    const byEmail = await send(t, 'GET', `/api/users/students?search=${encodeURIComponent(alice.email)}`, {
      as: teacher,
    });
    expect(json<StudentRows>(byEmail).data.map((row) => row.name)).toEqual(['Alice Able']);
  });

  it('refuses a visitor and a student', async () => {
    expect((await send(t, 'GET', '/api/users/students')).statusCode).toBe(401);
    expect((await send(t, 'GET', '/api/users/students', { as: alice })).statusCode).toBe(403);
  });
});

describe('removing a student', () => {
  it("unenrols them from this teacher's courses only and keeps the account", async () => {
    const response = await send(t, 'DELETE', `/api/users/students/${alice.id}`, { as: teacher });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'Student removed successfully' });
    const left = await t.db.select().from(enrolments).where(eq(enrolments.studentId, alice.id));
    expect(left).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.id, alice.id))).toHaveLength(1);
  });

  it("refuses another teacher's student with 404 and removes nothing", async () => {
    const response = await send(t, 'DELETE', `/api/users/students/${carol.id}`, { as: teacher });
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toBe('This student is not enrolled in any of your courses');
    expect(await t.db.select().from(enrolments).where(eq(enrolments.studentId, carol.id))).toHaveLength(1);
  });

  it('DELETE /api/users/:id by a teacher unenrols, never deletes the account', async () => {
    const response = await send(t, 'DELETE', `/api/users/${bob.id}`, { as: teacher });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, bob.id))).toHaveLength(1);
    expect(await t.db.select().from(enrolments).where(eq(enrolments.studentId, bob.id))).toHaveLength(0);
  });

  it('refuses students and visitors', async () => {
    expect((await send(t, 'DELETE', `/api/users/students/${carol.id}`, { as: bob })).statusCode).toBe(403);
    expect(await statusesFor(t, 'DELETE', `/api/users/${carol.id}`, [bob, null])).toEqual([403, 401]);
  });
});

describe('the teacher directory', () => {
  type Cards = { data: { name: string; courseCount: number; studentCount: number; email?: string }[] };

  it('lists active teachers publicly with real counts and no contact details', async () => {
    const response = await send(t, 'GET', '/api/users/teachers');
    expect(response.statusCode).toBe(200);
    const cards = json<Cards>(response).data;
    expect(cards.map((card) => card.name)).toEqual(['Omar Other', 'Priya Sharma']);
    expect(cards.find((card) => card.name === 'Omar Other')).toMatchObject({ courseCount: 1, studentCount: 2 });
    expect(response.body).not.toContain(teacher.email);
    expect(cards[0]).not.toHaveProperty('email');
  });

  it('filters by subject and searches', async () => {
    const bySubject = await send(t, 'GET', '/api/users/teachers?subject=physics');
    expect(json<Cards>(bySubject).data.map((card) => card.name)).toEqual(['Priya Sharma']);
    const bySearch = await send(t, 'GET', '/api/users/teachers?search=calculus');
    expect(json<Cards>(bySearch).data.map((card) => card.name)).toEqual(['Priya Sharma']);
  });

  it('shows one teacher, and 404 for a student id', async () => {
    const one = await send(t, 'GET', `/api/users/teachers/${teacher.id}`);
    expect(json(one)).toMatchObject({ data: { name: 'Priya Sharma', subjects: ['Mathematics', 'Physics'] } });
    const notTeacher = await send(t, 'GET', `/api/users/teachers/${alice.id}`);
    expect(notTeacher.statusCode).toBe(404);
    expect(json(notTeacher).message).toBe('Teacher not found');
  });
});

describe('POST /api/users/teachers/:id/contact', () => {
  it('emails the teacher with a reply-to of the sender, without revealing the address', async () => {
    const response = await send(t, 'POST', `/api/users/teachers/${teacher.id}/contact`, {
      as: carol,
      payload: { subject: 'Question about Algebra', message: 'Is there homework every week?' },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'Message sent successfully!' });
    expect(response.body).not.toContain(teacher.email);
    await t.app.outbox.drain();
    const mail = await t.mail.waitFor((m) => m.to.includes(teacher.email));
    expect(mail.subject).toBe('[Tutorium] Question about Algebra');
    expect(mail.body).toContain('Is there homework every week?');
    expect(mail.raw).toMatch(new RegExp(`Reply-To: Carol Clark <${carol.email}>`, 'i'));
  });

  it("puts only the sender's own address in Reply-To, whatever their name says", async () => {
    const mallory = await createSignedInUser(t, 'student', {
      name: 'Mallory <boss@evil.test>, "x" <eve@evil.test>;\r\nBcc: spy@evil.test',
    });
    const response = await send(t, 'POST', `/api/users/teachers/${teacher.id}/contact`, {
      as: mallory,
      payload: { subject: 'Injected', message: 'Who gets my replies?' },
    });
    expect(response.statusCode).toBe(200);
    await t.app.outbox.drain();
    const mail = await t.mail.waitFor((m) => m.subject === '[Tutorium] Injected');
    expect(mail.to).toEqual([teacher.email]);
    const headers = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    const replyTo = /^Reply-To: (.*)$/im.exec(headers)?.[1] ?? '';
    expect(addressparser(replyTo, { flatten: true }).map((entry) => entry.address)).toEqual([mallory.email]);
    expect(headers).not.toMatch(/^Bcc:/im);
  });

  it('refuses a visitor, bad input, and an unknown teacher', async () => {
    const url = `/api/users/teachers/${teacher.id}/contact`;
    const payload = { subject: 'Hi', message: 'Hello' };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    const empty = await t.app.inject({
      method: 'POST',
      url,
      headers: carol.headers,
      payload: { subject: '', message: '' },
    });
    expect(empty.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/users/teachers/${alice.id}/contact`,
      headers: carol.headers,
      payload,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('administration', () => {
  it('lists every user to an admin, filtered by role and status', async () => {
    const response = await send(t, 'GET', '/api/users?role=teacher&pageSize=50', { as: admin });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: { name: string }[] }>(response).data.map((user) => user.name)).toEqual([
      'Omar Other',
      'Priya Sharma',
    ]);
  });

  it.each([
    ['a teacher', () => teacher.headers, 403],
    ['a student', () => alice.headers, 403],
    ['a visitor', () => ({}), 401],
  ])('refuses the list to %s', async (_, headers, status) => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: headers() })).statusCode).toBe(status);
  });

  it('suspends a user: their sessions end and they cannot sign in', async () => {
    const target = await createSignedInUser(t, 'student');
    const response = await updateUser(admin, target.id, { status: 'suspended' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ message: 'User updated successfully', data: { status: 'suspended' } });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, target.id))).toHaveLength(0);
    expect((await signIn(t, target, 'student')).statusCode).toBe(403);
  });

  it.each([
    ['from a teacher', () => teacher, () => carol, { status: 'suspended' }, 403],
    ['to a status that does not exist', () => admin, () => carol, { status: 'banished' }, 400],
    ['that changes nothing', () => admin, () => carol, {}, 400],
    ['to oneself', () => admin, () => admin, { status: 'suspended' }, 400],
  ])('refuses a status change %s, and the account stays active', async (_, by, target, payload, status) => {
    expect((await updateUser(by(), target().id, payload)).statusCode).toBe(status);
    expect(await statusOf(target().id)).toBe('active');
  });

  it('deletes a student account with its enrolments; refuses a teacher who still runs courses, naming them', async () => {
    const response = await send(t, 'DELETE', `/api/users/${carol.id}`, { as: admin });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'User deleted successfully' });
    expect(await t.db.select().from(users).where(eq(users.id, carol.id))).toHaveLength(0);
    expect(await t.db.select().from(enrolments).where(eq(enrolments.studentId, carol.id))).toHaveLength(0);

    const teacherDelete = await send(t, 'DELETE', `/api/users/${otherTeacher.id}`, { as: admin });
    expect(teacherDelete.statusCode).toBe(409);
    expect(json(teacherDelete).message).toBe(
      'Close or hand over these courses before the account can be deleted: French',
    );
    expect(await t.db.select().from(users).where(eq(users.id, otherTeacher.id))).toHaveLength(1);
  });
});

describe('admins manage accounts: role, invitation, reset code', () => {
  const create = (headers: Record<string, string> | undefined, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/users', ...(headers ? { headers } : {}), payload });
  const resetCode = (headers: Record<string, string> | undefined, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/users/${id}/reset-code`, ...(headers ? { headers } : {}) });

  it('changes a role, and the new role decides the portal at once', async () => {
    const target = await createSignedInUser(t, 'student', { name: 'Role Change' });
    const response = await updateUser(admin, target.id, { role: 'teacher' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ data: { role: 'admin', accountRole: 'teacher' } });
    expect((await signIn(t, target, 'admin')).statusCode).toBe(200);
  });

  it('never leaves the platform without an active admin, even when two admins demote each other at once', async () => {
    const second = await createSignedInUser(t, 'admin', { name: 'Second Admin' });
    // Demoting yourself is refused outright.
    expect((await updateUser(admin, admin.id, { role: 'student' })).statusCode).toBe(400);
    const activeAdmins = async () =>
      (await t.db.select().from(users).where(eq(users.role, 'admin'))).filter((row) => row.status === 'active');
    const before = (await activeAdmins()).length;
    // Every other admin but `second` steps down, then `admin` and `second` try to demote each other.
    const stepped: string[] = [];
    for (const row of await activeAdmins()) {
      if (row.id === admin.id || row.id === second.id) continue;
      stepped.push(row.id);
      await t.db.update(users).set({ role: 'teacher' }).where(eq(users.id, row.id));
    }
    // The loser is refused by the rule (409) when both requests pass the access check before either
    // writes, or as a non-admin (403) when the winner's change lands first; either way one admin stays.
    // The race is run until the rule has answered at least once.
    let ruleAnswered = false;
    for (let attempt = 0; attempt < 10 && !ruleAnswered; attempt++) {
      await t.db
        .update(users)
        .set({ role: 'admin' })
        .where(inArray(users.id, [admin.id, second.id]));
      const [one, two] = await Promise.all([
        updateUser(admin, second.id, { role: 'student' }),
        updateUser(second, admin.id, { role: 'student' }),
      ]);
      const statuses = [one.statusCode, two.statusCode].sort();
      expect([
        [200, 403],
        [200, 409],
      ]).toContainEqual(statuses);
      expect(await activeAdmins()).toHaveLength(1);
      const refused = one.statusCode === 200 ? two : one;
      if (refused.statusCode === 409) {
        expect(json(refused)).toMatchObject({
          code: 'last_admin',
          message: 'Tutorium needs at least one active admin: make another account an admin first',
        });
        ruleAnswered = true;
      }
    }
    expect(ruleAnswered).toBe(true);
    expect(before).toBeGreaterThanOrEqual(2);
    // Whichever admin lost, the later tests sign in as `admin`: put the admins back.
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    for (const id of stepped) await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
  });

  it('creates an account without a usable password and emails a code to choose one', async () => {
    const email = 'Invited.Teacher@Example.test';
    const response = await create(admin.headers, {
      name: 'Invited Teacher',
      email,
      role: 'teacher',
      specialization: 'Chemistry',
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      message: 'Account created. We emailed them a link to choose a password.',
      data: {
        name: 'Invited Teacher',
        email: 'invited.teacher@example.test',
        role: 'admin',
        accountRole: 'teacher',
        status: 'active',
      },
    });
    await t.app.outbox.drain();
    const mail = await t.mail.waitFor((m) => m.to.includes('invited.teacher@example.test'));
    expect(mail.subject).toBe('Your Tutorium account is ready: choose a password');
    const text = textOf(mail);
    expect(text).toContain('/reset-password?email=invited.teacher%40example.test');
    const code = /code: (\d{6})/.exec(text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // The code works through the ordinary reset screens, and then the password signs in.
    const reset = { email: 'invited.teacher@example.test', verificationCode: code };
    expect((await send(t, 'POST', '/api/auth/verify-reset-code', { payload: reset })).statusCode).toBe(200);
    const chosen = await send(t, 'POST', '/api/auth/reset-password', {
      payload: { ...reset, password: 'chosen password 1', confirmPassword: 'chosen password 1' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await signIn(t, { email: reset.email, password: 'chosen password 1' }, 'admin')).statusCode).toBe(200);
  });

  const userCount = async () => (await t.db.select().from(users)).length;

  it('refuses a taken email, and writes nothing', async () => {
    const before = await userCount();
    const taken = await create(admin.headers, { name: 'Again', email: alice.email, role: 'student' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toBe('An account with this email already exists');
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['an empty name', { name: '', email: 'x@example.test', role: 'student' }],
    ['a malformed email', { name: 'X', email: 'not-an-email', role: 'student' }],
    ['an unknown role', { name: 'X', email: 'y@example.test', role: 'janitor' }],
    [
      'a specialization with a control character',
      { name: 'X', email: 'z@example.test', role: 'teacher', specialization: 'Maths\u0007' },
    ],
  ])('refuses %s with 400, and writes nothing', async (_, payload) => {
    const before = await userCount();
    expect((await create(admin.headers, payload)).statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('names the specialization when it holds a control character, as every text field does', async () => {
    const response = await create(admin.headers, {
      name: 'Bell Ringer',
      email: 'bell@example.test',
      role: 'teacher',
      specialization: 'Ding\u0007',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      errors: { specialization: 'Specialization must not contain control characters' },
    });
  });

  it('sends an account a reset code; its password keeps working until a new one is chosen', async () => {
    const target = await createSignedInUser(t, 'student', { name: 'Needs Reset' });
    const already = t.mail.messages.length;
    const response = await resetCode(admin.headers, target.id);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      success: true,
      message: 'We emailed them a verification code to choose a new password.',
    });
    await t.app.outbox.drain();
    const mail = await t.mail.waitFor((m) => m.to.includes(target.email) && t.mail.messages.indexOf(m) >= already);
    expect(textOf(mail)).toMatch(/choose a new password: \d{6}/);
    expect((await signIn(t, target, 'student')).statusCode).toBe(200);
    expect((await resetCode(admin.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await resetCode(admin.headers, admin.id)).statusCode).toBe(400);
  });

  it('refuses creating accounts and sending codes to visitors, students and teachers', async () => {
    const before = (await t.db.select().from(users)).length;
    const sent = t.mail.messages.length;
    const payload = { name: 'Sneaky', email: 'sneaky@example.test', role: 'admin' };
    expect((await create(undefined, payload)).statusCode).toBe(401);
    expect((await create(alice.headers, payload)).statusCode).toBe(403);
    expect((await create(teacher.headers, payload)).statusCode).toBe(403);
    expect((await resetCode(undefined, bob.id)).statusCode).toBe(401);
    expect((await resetCode(bob.headers, alice.id)).statusCode).toBe(403);
    expect((await resetCode(teacher.headers, bob.id)).statusCode).toBe(403);
    expect((await t.db.select().from(users)).length).toBe(before);
    expect(t.mail.messages.length).toBe(sent);
  });
});
