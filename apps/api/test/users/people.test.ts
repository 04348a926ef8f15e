import { eq } from 'drizzle-orm';
import addressparser from 'nodemailer/lib/addressparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, sessions, users } from '../../src/db/schema';
import { createCourse, enrolIn } from '../helpers/courses';
import { createSignedInUser, createTestApp, json, type TestApp, type TestUser } from '../helpers/test-app';

let t: TestApp;
let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await createSignedInUser(t, 'teacher', {
    name: 'Priya Sharma',
    specialization: 'Mathematics',
    subjects: ['Mathematics', 'Physics'],
    bio: 'Calculus lover',
  });
  otherTeacher = await createSignedInUser(t, 'teacher', { name: 'Omar Other', subjects: ['Languages'] });
  admin = await createSignedInUser(t, 'admin', { name: 'Ada Admin' });
  alice = await createSignedInUser(t, 'student', { name: 'Alice Able' });
  bob = await createSignedInUser(t, 'student', { name: 'Bob Baker' });
  carol = await createSignedInUser(t, 'student', { name: 'Carol Clark' });
  const algebra = await createCourse(t, teacher, { title: 'Algebra' });
  const physics = await createCourse(t, teacher, { title: 'Physics' });
  const french = await createCourse(t, otherTeacher, { title: 'French' });
  await enrolIn(t, alice, algebra.id);
  await enrolIn(t, alice, physics.id);
  await enrolIn(t, bob, algebra.id);
  await enrolIn(t, carol, french.id);
  await enrolIn(t, alice, french.id);
});
afterAll(() => t.close());

type StudentRows = { data: { name: string; enrolledCoursesCount: number; courses: { title: string }[] }[] };

describe('GET /api/users/students', () => {
  it("lists the students of the teacher's own courses with their course counts", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/students', headers: teacher.headers });
    expect(response.statusCode).toBe(200);
    const rows = json<StudentRows>(response).data;
    expect(rows.map((row) => [row.name, row.enrolledCoursesCount])).toEqual([
      ['Alice Able', 2],
      ['Bob Baker', 1],
    ]);
    expect(rows[0]?.courses.map((course) => course.title)).toEqual(['Algebra', 'Physics']);
  });

  it('searches by name or email', async () => {
    const byName = await t.app.inject({
      method: 'GET',
      url: '/api/users/students?search=bak',
      headers: teacher.headers,
    });
    expect(json<StudentRows>(byName).data.map((row) => row.name)).toEqual(['Bob Baker']);
    const byEmail = await t.app.inject({
      method: 'GET',
      url: `/api/users/students?search=${encodeURIComponent(alice.email)}`,
      headers: teacher.headers,
    });
    expect(json<StudentRows>(byEmail).data.map((row) => row.name)).toEqual(['Alice Able']);
  });

  it('refuses a visitor and a student', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/students' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/students', headers: alice.headers })).statusCode).toBe(
      403,
    );
  });
});

describe('removing a student', () => {
  it("unenrols them from this teacher's courses only and keeps the account", async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/students/${alice.id}`,
      headers: teacher.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'Student removed successfully' });
    const left = await t.db.select().from(enrolments).where(eq(enrolments.studentId, alice.id));
    expect(left).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.id, alice.id))).toHaveLength(1);
  });

  it("refuses another teacher's student with 404 and removes nothing", async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/students/${carol.id}`,
      headers: teacher.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toBe('This student is not enrolled in any of your courses');
    expect(await t.db.select().from(enrolments).where(eq(enrolments.studentId, carol.id))).toHaveLength(1);
  });

  it('DELETE /api/users/:id by a teacher unenrols, never deletes the account', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: `/api/users/${bob.id}`, headers: teacher.headers });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, bob.id))).toHaveLength(1);
    expect(await t.db.select().from(enrolments).where(eq(enrolments.studentId, bob.id))).toHaveLength(0);
  });

  it('refuses students and visitors', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/students/${carol.id}`, headers: bob.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/${carol.id}`, headers: bob.headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${carol.id}` })).statusCode).toBe(401);
  });
});

describe('the teacher directory', () => {
  type Cards = { data: { name: string; courseCount: number; studentCount: number; email?: string }[] };

  it('lists active teachers publicly with real counts and no contact details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/teachers' });
    expect(response.statusCode).toBe(200);
    const cards = json<Cards>(response).data;
    expect(cards.map((card) => card.name)).toEqual(['Omar Other', 'Priya Sharma']);
    expect(cards.find((card) => card.name === 'Omar Other')).toMatchObject({ courseCount: 1, studentCount: 2 });
    expect(response.body).not.toContain(teacher.email);
    expect(cards[0]).not.toHaveProperty('email');
  });

  it('filters by subject and searches', async () => {
    const bySubject = await t.app.inject({ method: 'GET', url: '/api/users/teachers?subject=physics' });
    expect(json<Cards>(bySubject).data.map((card) => card.name)).toEqual(['Priya Sharma']);
    const bySearch = await t.app.inject({ method: 'GET', url: '/api/users/teachers?search=calculus' });
    expect(json<Cards>(bySearch).data.map((card) => card.name)).toEqual(['Priya Sharma']);
  });

  it('shows one teacher, and 404 for a student id', async () => {
    const one = await t.app.inject({ method: 'GET', url: `/api/users/teachers/${teacher.id}` });
    expect(json(one)).toMatchObject({ data: { name: 'Priya Sharma', subjects: ['Mathematics', 'Physics'] } });
    const notTeacher = await t.app.inject({ method: 'GET', url: `/api/users/teachers/${alice.id}` });
    expect(notTeacher.statusCode).toBe(404);
    expect(json(notTeacher).message).toBe('Teacher not found');
  });
});

describe('POST /api/users/teachers/:id/contact', () => {
  it('emails the teacher with a reply-to of the sender, without revealing the address', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/teachers/${teacher.id}/contact`,
      headers: carol.headers,
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
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/teachers/${teacher.id}/contact`,
      headers: mallory.headers,
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
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users?role=teacher&pageSize=50',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: { name: string }[] }>(response).data.map((user) => user.name)).toEqual([
      'Omar Other',
      'Priya Sharma',
    ]);
  });

  it('refuses the list to teachers, students and visitors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: teacher.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: alice.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });

  it('suspends a user: their sessions end and they cannot sign in', async () => {
    const target = await createSignedInUser(t, 'student');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${target.id}`,
      headers: admin.headers,
      payload: { status: 'suspended' },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ message: 'User updated successfully', data: { status: 'suspended' } });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, target.id))).toHaveLength(0);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: target.email, password: target.password, role: 'student' },
    });
    expect(login.statusCode).toBe(403);
  });

  it('refuses status changes from a teacher, bad values, and changes to oneself', async () => {
    const url = `/api/users/${carol.id}`;
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: teacher.headers, payload: { status: 'suspended' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: admin.headers, payload: { status: 'banished' } })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url, headers: admin.headers, payload: {} })).statusCode).toBe(400);
    const self = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${admin.id}`,
      headers: admin.headers,
      payload: { status: 'suspended' },
    });
    expect(self.statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, carol.id));
    expect(row?.status).toBe('active');
  });

  it('deletes a student account with its enrolments; refuses a teacher who still runs courses, naming them', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: `/api/users/${carol.id}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'User deleted successfully' });
    expect(await t.db.select().from(users).where(eq(users.id, carol.id))).toHaveLength(0);
    expect(await t.db.select().from(enrolments).where(eq(enrolments.studentId, carol.id))).toHaveLength(0);

    const teacherDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${otherTeacher.id}`,
      headers: admin.headers,
    });
    expect(teacherDelete.statusCode).toBe(409);
    expect(json(teacherDelete).message).toBe(
      'Close or hand over these courses before the account can be deleted: French',
    );
    expect(await t.db.select().from(users).where(eq(users.id, otherTeacher.id))).toHaveLength(1);
  });
});
