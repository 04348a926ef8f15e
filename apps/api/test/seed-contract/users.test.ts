import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolments, users } from '../../src/db/schema';
import { createCourseWithStudents, enrolIn } from '../helpers/courses';
import { createSignedInUser, createSignedInUsers, json, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { seedCall } from './seed-client';

/** The seed's profile and user-management calls, with its payloads and the fields it reads. */
const t = useTestApp();
const { admin, teacher, otherTeacher, student } = useSignedInUsers(t, {
  admin: 'admin',
  teacher: ['teacher', { name: 'Tess Teacher' }],
  otherTeacher: 'teacher',
  student: ['student', { name: 'Stu Student' }],
});
let courseId: string;

type Listed = { data: { _id: string; name: string; email?: string }[]; pagination: { total: number } };

beforeAll(async () => {
  courseId = (await createCourseWithStudents(t, teacher, [student], { title: 'Geometry' })).id;
});

describe('GET /users/profile (→ success, data)', () => {
  it('answers the signed-in user under data', async () => {
    const response = await seedCall(t, 'GET', '/users/profile', { as: student });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      success: true,
      data: { _id: student.id, name: 'Stu Student', email: student.email, role: 'student', accountRole: 'student' },
    });
  });

  it("answers a teacher's and an admin's role as admin (spec §1: teachers hold the role admin)", async () => {
    for (const [account, accountRole] of [
      [teacher, 'teacher'],
      [admin, 'admin'],
    ] as const) {
      const response = await seedCall(t, 'GET', '/users/profile', { as: account });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ data: { _id: account.id, role: 'admin', accountRole } });
    }
  });

  it('answers 401 without a token', async () => {
    expect((await seedCall(t, 'GET', '/users/profile')).statusCode).toBe(401);
  });
});

describe('PUT /users/profile (name, email, phone, address, bio, specialization or interests, _id, role → success, data, message)', () => {
  it("saves the seed screen's fields and keeps the teacher's fields it does not send", async () => {
    const kept = {
      subjects: ['Geometry', 'Algebra'],
      experience: '10 years',
      education: 'MSc Mathematics',
      languages: ['English', 'French'],
    };
    const full = await seedCall(t, 'PUT', '/users/profile', { as: teacher, payload: kept });
    expect(full.statusCode).toBe(200);

    const sent = {
      name: 'Tess T. Teacher',
      phone: '+1 555 0101',
      address: '1 Main Street',
      bio: 'Geometry teacher',
      specialization: 'Geometry',
    };
    const response = await seedCall(t, 'PUT', '/users/profile', {
      as: teacher,
      payload: { _id: teacher.id, role: 'admin', email: teacher.email, ...sent },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      success: true,
      message: 'Profile updated successfully!',
      data: { _id: teacher.id, role: 'admin', accountRole: 'teacher', ...sent, ...kept },
    });
  });

  it("saves a student's interests; the role it sends changes nothing", async () => {
    const response = await seedCall(t, 'PUT', '/users/profile', {
      as: student,
      payload: { _id: student.id, role: 'admin', name: 'Stu Student', email: student.email, interests: 'Geometry' },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ data: { interests: 'Geometry', role: 'student', accountRole: 'student' } });
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, student.id));
    expect(row?.role).toBe('student');
  });
});

describe('GET /users (admin → data[])', () => {
  it('answers every account in data, not a first page of 12, with the total beside it', async () => {
    await createSignedInUsers(t, 'student', 14);
    const response = await seedCall(t, 'GET', '/users', { as: admin });
    expect(response.statusCode).toBe(200);
    const answer = json<Listed>(response);
    const count = (await t.db.select({ id: users.id }).from(users)).length;
    expect(answer.data).toHaveLength(count);
    expect(answer.pagination.total).toBe(count);
  });

  it("answers each account's seed role: admin for teachers and admins, student for students", async () => {
    const answer = json<{ data: { _id: string; role: string; accountRole: string }[] }>(
      await seedCall(t, 'GET', '/users', { as: admin }),
    );
    const roleOf = (id: string) => answer.data.find((row) => row._id === id);
    expect(roleOf(admin.id)).toMatchObject({ role: 'admin', accountRole: 'admin' });
    expect(roleOf(teacher.id)).toMatchObject({ role: 'admin', accountRole: 'teacher' });
    expect(roleOf(student.id)).toMatchObject({ role: 'student', accountRole: 'student' });
  });

  it('answers one page when paging parameters are given', async () => {
    const answer = json<Listed & { pagination: { page: number; pageSize: number } }>(
      await seedCall(t, 'GET', '/users?page=2&pageSize=5', { as: admin }),
    );
    expect(answer.data).toHaveLength(5);
    expect(answer.pagination).toMatchObject({ page: 2, pageSize: 5 });
  });

  it('refuses a teacher, a student and a visitor', async () => {
    expect((await seedCall(t, 'GET', '/users', { as: teacher })).statusCode).toBe(403);
    expect((await seedCall(t, 'GET', '/users', { as: student })).statusCode).toBe(403);
    expect((await seedCall(t, 'GET', '/users')).statusCode).toBe(401);
  });
});

describe('GET /users/students (teacher → data[])', () => {
  it('answers the rows of "Your Students": _id, name, email, status, enrolledCoursesCount', async () => {
    const response = await seedCall(t, 'GET', '/users/students', { as: teacher });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      data: [{ _id: student.id, name: 'Stu Student', email: student.email, status: 'active', enrolledCoursesCount: 1 }],
    });
  });

  it('shows another teacher none of them, and refuses a student', async () => {
    expect(json<Listed>(await seedCall(t, 'GET', '/users/students', { as: otherTeacher })).data).toEqual([]);
    expect((await seedCall(t, 'GET', '/users/students', { as: student })).statusCode).toBe(403);
  });
});

describe('GET /users/teachers (→ data[])', () => {
  it('answers every active teacher with rate, rating and reviews, and no email', async () => {
    const response = await seedCall(t, 'GET', '/users/teachers');
    expect(response.statusCode).toBe(200);
    const answer = json<{ data: Record<string, unknown>[] }>(response);
    expect(answer.data).toHaveLength(2);
    const row = answer.data.find((item) => item._id === teacher.id);
    expect(row).toMatchObject({ name: 'Tess T. Teacher', rate: null, rating: null, reviews: 0 });
    expect(row).not.toHaveProperty('email');
  });
});

describe('PUT /users/{id} (user fields → data)', () => {
  it("changes another account's status for an admin and answers the user under data", async () => {
    const target = await createSignedInUser(t, 'student');
    const response = await seedCall(t, 'PUT', `/users/${target.id}`, {
      as: admin,
      payload: { name: 'Target', email: target.email, role: 'student', status: 'suspended' },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ data: { _id: target.id, status: 'suspended' } });
  });

  it("answers a teacher made by an admin with role admin; the body takes Tutorium's role", async () => {
    const target = await createSignedInUser(t, 'student');
    const response = await seedCall(t, 'PUT', `/users/${target.id}`, { as: admin, payload: { role: 'teacher' } });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ data: { _id: target.id, role: 'admin', accountRole: 'teacher' } });
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, target.id));
    expect(row?.role).toBe('teacher');
  });

  it('refuses a teacher and a student', async () => {
    const target = await createSignedInUser(t, 'student');
    for (const caller of [teacher, student]) {
      const response = await seedCall(t, 'PUT', `/users/${target.id}`, { as: caller, payload: { status: 'inactive' } });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('DELETE /users/{id} (removes a student for a teacher, a user for an admin)', () => {
  it("removes the student from the teacher's courses, keeping the account", async () => {
    const leaving = await createSignedInUser(t, 'student');
    await enrolIn(t, leaving, courseId);
    const response = await seedCall(t, 'DELETE', `/users/${leaving.id}`, { as: teacher });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, message: 'Student removed successfully' });
    expect(await t.db.select().from(enrolments).where(eq(enrolments.studentId, leaving.id))).toEqual([]);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, leaving.id))).toHaveLength(1);
  });

  it('deletes the account for an admin, and refuses a student', async () => {
    const gone = await createSignedInUser(t, 'student');
    expect((await seedCall(t, 'DELETE', `/users/${gone.id}`, { as: student })).statusCode).toBe(403);
    const response = await seedCall(t, 'DELETE', `/users/${gone.id}`, { as: admin });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true });
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, gone.id))).toEqual([]);
  });
});
