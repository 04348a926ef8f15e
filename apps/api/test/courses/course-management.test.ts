import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, enrolments } from '../../src/db/schema';
import { createCourse, enrolIn, validCourse } from '../helpers/courses';
import { createSignedInUser, json, send, statusesFor, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { teacher, otherTeacher, admin, student } = useSignedInUsers(t, {
  teacher: ['teacher', { name: 'Priya Sharma' }],
  otherTeacher: 'teacher',
  admin: 'admin',
  student: 'student',
});

const countCourses = async () => (await t.db.select({ id: courses.id }).from(courses)).length;

describe('POST /api/courses', () => {
  it('creates a course owned by the teacher, with every field as sent', async () => {
    const sent = validCourse();
    const response = await send(t, 'POST', '/api/courses', { as: teacher, payload: sent });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      success: true,
      message: 'Course created successfully!',
      data: {
        ...sent,
        instructor: { id: teacher.id, _id: teacher.id, name: 'Priya Sharma' },
        durationHours: 24,
        enrolledCount: 0,
        enrolledStudents: [],
      },
    });
    const [row] = await t.db.select().from(courses).where(eq(courses.title, 'Algebra Foundations'));
    expect(row).toMatchObject({ instructorId: teacher.id, priceCents: 4999 });
  });

  it('applies the spec defaults: level beginner, status active, 50 seats, no end date', async () => {
    const { level: _l, status: _s, maxStudents: _m, endDate: _e, ...rest } = validCourse({ title: 'Defaults' });
    const response = await send(t, 'POST', '/api/courses', { as: teacher, payload: rest });
    expect(response.statusCode).toBe(201);
    expect(json(response).data).toMatchObject({ level: 'beginner', status: 'active', maxStudents: 50, endDate: '' });
  });

  it('accepts the duration as a number of hours too', async () => {
    const response = await send(t, 'POST', '/api/courses', {
      as: teacher,
      payload: { ...validCourse({ title: 'Numeric duration' }), duration: 1 },
    });
    expect(json(response).data).toMatchObject({ duration: '1 hour', durationHours: 1 });
  });

  it('reports the end time and end date with the other errors, all in one answer', async () => {
    const response = await send(t, 'POST', '/api/courses', {
      as: teacher,
      payload: {
        ...validCourse(),
        title: '',
        price: -5,
        schedule: { days: [], startTime: '10:00', endTime: '09:00' },
        endDate: '2025-12-01',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(response).errors).toMatchObject({
      title: 'Title is required',
      price: 'Price cannot be negative',
      'schedule.endTime': 'End time must be after start time',
      endDate: 'End date cannot be before start date',
    });
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ description: '' }, 'description', 'Description is required'],
    [{ category: 'Cooking' }, 'category', 'Please choose a category'],
    [{ level: 'expert' }, 'level', 'Please choose a level'],
    [{ status: 'archived' }, 'status', 'Please choose a status'],
    [{ duration: '0 hours' }, 'duration', 'Duration must be a whole number of hours, at least 1'],
    [{ duration: 'a while' }, 'duration', 'Duration must be a whole number of hours, at least 1'],
    [{ price: -1 }, 'price', 'Price cannot be negative'],
    [{ maxStudents: 0 }, 'maxStudents', 'Max students must be at least 1'],
    [{ startDate: '' }, 'startDate', 'Start date is required'],
    [{ endDate: '2025-12-01' }, 'endDate', 'End date cannot be before start date'],
    [
      { schedule: { days: [], startTime: '', endTime: '10:00' } },
      'schedule.startTime',
      'Start time is required (HH:MM)',
    ],
    [
      { schedule: { days: [], startTime: '10:00', endTime: '09:00' } },
      'schedule.endTime',
      'End time must be after start time',
    ],
    [{ schedule: { days: ['Funday'], startTime: '10:00', endTime: '11:00' } }, 'schedule.days.0', undefined],
    [{ thumbnail: 'javascript:alert(1)' }, 'thumbnail', 'Thumbnail must be an http(s) URL'],
  ])('refuses %o with 400 and writes nothing', async (change, field, message) => {
    const before = await countCourses();
    const response = await send(t, 'POST', '/api/courses', { as: teacher, payload: { ...validCourse(), ...change } });
    expect(response.statusCode).toBe(400);
    const errors = json<{ errors: Record<string, string> }>(response).errors;
    expect(errors).toHaveProperty([field]);
    if (message) expect(errors[field]).toBe(message);
    expect(await countCourses()).toBe(before);
  });

  it('refuses a visitor (401) and a student (403)', async () => {
    const before = await countCourses();
    expect((await send(t, 'POST', '/api/courses', { payload: validCourse() })).statusCode).toBe(401);
    const asStudent = await send(t, 'POST', '/api/courses', { as: student, payload: validCourse() });
    expect(asStudent.statusCode).toBe(403);
    expect(json(asStudent)).toEqual({ success: false, code: 'forbidden', message: 'Unauthorized' });
    expect(await countCourses()).toBe(before);
  });

  it('answers 400 to a body that is not an object at all, without running the cross-field rules', async () => {
    for (const body of [[], 'plain', 42]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/courses',
        headers: { ...teacher.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('checks access before the body: a visitor with an invalid body gets 401, a student 403', async () => {
    const bad = { title: '' };
    expect((await send(t, 'POST', '/api/courses', { payload: bad })).statusCode).toBe(401);
    const asStudent = await send(t, 'POST', '/api/courses', { as: student, payload: bad });
    expect(asStudent.statusCode).toBe(403);
  });
});

describe('GET /api/courses/instructor/courses', () => {
  it("lists only the teacher's own courses, filtered and paged; an admin sees all", async () => {
    await createCourse(t, teacher, { title: 'Physics of Motion', category: 'Physics', status: 'upcoming' });
    await createCourse(t, otherTeacher, { title: 'Someone else' });
    const own = await send(t, 'GET', '/api/courses/instructor/courses?pageSize=100', { as: teacher });
    const titles = json<{ data: { title: string; instructor: { id: string } }[] }>(own).data;
    expect(titles.every((course) => course.instructor.id === teacher.id)).toBe(true);
    expect(titles.map((course) => course.title)).not.toContain('Someone else');

    const filtered = await send(
      t,
      'GET',
      '/api/courses/instructor/courses?category=Physics&status=upcoming&search=motion',
      { as: teacher },
    );
    expect(json<{ data: { title: string }[] }>(filtered).data.map((c) => c.title)).toEqual(['Physics of Motion']);

    const paged = await send(t, 'GET', '/api/courses/instructor/courses?pageSize=1&page=2', { as: teacher });
    expect(json(paged)).toMatchObject({
      pagination: { page: 2, pageSize: 1, total: titles.length, pages: titles.length },
    });

    const all = await send(t, 'GET', '/api/courses/instructor/courses?pageSize=100', { as: admin });
    expect(json<{ data: { title: string }[] }>(all).data.map((c) => c.title)).toContain('Someone else');
  });

  it('refuses a visitor and a student', async () => {
    expect(await statusesFor(t, 'GET', '/api/courses/instructor/courses', [null, student])).toEqual([401, 403]);
  });
});

describe('GET /api/courses/:id', () => {
  it('shows a published course to anyone, without the student list', async () => {
    const course = await createCourse(t, teacher, { title: 'Open to all' });
    const response = await send(t, 'GET', `/api/courses/${course.id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, data: { title: 'Open to all', enrolledCount: 0 } });
    expect(json<{ data: object }>(response).data).not.toHaveProperty('enrolledStudents');
  });

  it('hides an inactive course from visitors, students and other teachers, but not from its teacher', async () => {
    const course = await createCourse(t, teacher, { title: 'Draft', status: 'inactive' });
    for (const headers of [{}, student.headers, otherTeacher.headers]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/courses/${course.id}`, headers });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ success: false, code: 'not_found', message: 'Course not found' });
    }
    expect((await send(t, 'GET', `/api/courses/${course.id}`, { as: teacher })).statusCode).toBe(200);
    expect((await send(t, 'GET', `/api/courses/${course.id}`, { as: admin })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await send(t, 'GET', '/api/courses/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await send(t, 'GET', '/api/courses/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).message).toBe('Not a valid id');
  });
});

describe('PUT /api/courses/:id', () => {
  it('lets the teacher and an admin edit; refuses another teacher, a student and a visitor', async () => {
    const course = await createCourse(t, teacher, { title: 'Before edit' });
    const edit = (headers: Record<string, string>, title: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/courses/${course.id}`,
        headers,
        payload: validCourse({ title, price: 0 }),
      });

    const ok = await edit(teacher.headers, 'After edit');
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({
      message: 'Course updated successfully!',
      data: { title: 'After edit', price: 0 },
    });
    expect((await edit(admin.headers, 'Admin edit')).statusCode).toBe(200);

    const other = await edit(otherTeacher.headers, 'Hijacked');
    expect(other.statusCode).toBe(403);
    expect(json(other).message).toBe('You can only manage your own courses');
    expect((await edit(student.headers, 'Hijacked')).statusCode).toBe(403);
    expect((await edit({}, 'Hijacked')).statusCode).toBe(401);
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.title).toBe('Admin edit');
  });

  it('refuses invalid input and changes nothing', async () => {
    const course = await createCourse(t, teacher, { title: 'Stays' });
    const response = await send(t, 'PUT', `/api/courses/${course.id}`, {
      as: teacher,
      payload: validCourse({ title: '' }),
    });
    expect(response.statusCode).toBe(400);
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.title).toBe('Stays');
  });

  it('refuses a capacity below the students already enrolled with 409 saying how many, and changes nothing', async () => {
    const course = await createCourse(t, teacher, { title: 'Popular', maxStudents: 5 });
    const [first, second] = await Promise.all([createSignedInUser(t, 'student'), createSignedInUser(t, 'student')]);
    for (const enrolling of [first, second]) {
      if (enrolling) expect((await enrolIn(t, enrolling, course.id)).statusCode).toBe(201);
    }
    const setCapacity = (maxStudents: number) =>
      send(t, 'PUT', `/api/courses/${course.id}`, {
        as: teacher,
        payload: validCourse({ title: 'Smaller', maxStudents }),
      });

    const refused = await setCapacity(1);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({
      success: false,
      code: 'capacity_below_enrolled',
      message: '2 students are already enrolled; max students cannot be set below 2',
    });
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({ title: 'Popular', maxStudents: 5 });

    expect((await setCapacity(2)).statusCode).toBe(200);
  });
});

describe('DELETE /api/courses/:id', () => {
  it('tells what goes with the course, then deletes it with its enrolments', async () => {
    const course = await createCourse(t, teacher, { title: 'To delete' });
    await enrolIn(t, student, course.id);
    const dependents = await send(t, 'GET', `/api/courses/${course.id}/dependents`, { as: teacher });
    expect(json(dependents)).toEqual({ success: true, data: { enrolments: 1, attendanceRecords: 0, liveClasses: 0 } });

    const response = await send(t, 'DELETE', `/api/courses/${course.id}`, { as: teacher });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'Course deleted successfully' });
    expect(await t.db.select().from(courses).where(eq(courses.id, course.id))).toHaveLength(0);
    expect(await t.db.select().from(enrolments).where(eq(enrolments.courseId, course.id))).toHaveLength(0);
  });

  it('refuses another teacher, a student and a visitor, deleting nothing', async () => {
    const course = await createCourse(t, teacher, { title: 'Protected' });
    const callers = [otherTeacher, student, null];
    expect(await statusesFor(t, 'DELETE', `/api/courses/${course.id}`, callers)).toEqual([403, 403, 401]);
    expect(await statusesFor(t, 'GET', `/api/courses/${course.id}/dependents`, callers)).toEqual([403, 403, 401]);
    expect(await t.db.select().from(courses).where(eq(courses.id, course.id))).toHaveLength(1);
  });
});
