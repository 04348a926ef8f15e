import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses, enrolments } from '../../src/db/schema';
import { createCourse, enrolIn } from '../helpers/courses';
import { createSignedInUser, json, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { seedCall, seedCourseBody } from './seed-client';

/** The seed's course and enrolment calls, with its payloads and the fields it reads. */
const t = useTestApp();
const { teacher, otherTeacher, student } = useSignedInUsers(t, {
  teacher: ['teacher', { name: 'Tina Teacher' }],
  otherTeacher: 'teacher',
  student: ['student', { name: 'Sid Student' }],
});
let courseId: string;

type CourseItem = { _id: string; title: string; enrolledStudents?: { _id: string; name: string; email: string }[] };
type CourseList = { data: CourseItem[]; pagination: { total: number; page: number; pageSize: number } };

beforeAll(async () => {
  // More than a page of 12: a seed client reads every course from one call.
  for (let i = 0; i < 13; i += 1) await createCourse(t, otherTeacher, { title: `Catalogue course ${i}` });
});

describe('POST /courses (course body → data)', () => {
  it('creates the course from the seed form body and answers it under data', async () => {
    const response = await seedCall(t, 'POST', '/courses', { as: teacher, payload: seedCourseBody() });
    expect(response.statusCode).toBe(201);
    const answer = json<{ data: CourseItem & Record<string, unknown>; message: string }>(response);
    expect(answer.message).toBe('Course created successfully!');
    expect(answer.data).toMatchObject({
      title: 'Algebra Foundations',
      duration: '10 hours',
      price: 0,
      maxStudents: 50,
      instructor: { name: 'Tina Teacher' },
      schedule: { days: ['Monday', 'Wednesday'], startTime: '17:00', endTime: '18:30' },
    });
    courseId = answer.data._id;
  });

  it('refuses a student and a visitor', async () => {
    expect((await seedCall(t, 'POST', '/courses', { as: student, payload: seedCourseBody() })).statusCode).toBe(403);
    expect((await seedCall(t, 'POST', '/courses', { payload: seedCourseBody() })).statusCode).toBe(401);
  });
});

describe('POST /courses/{id}/enroll (empty → data, success, message)', () => {
  it('enrols the student and answers the course under data', async () => {
    const response = await seedCall(t, 'POST', `/courses/${courseId}/enroll`, { as: student });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      success: true,
      message: 'Successfully enrolled in the course!',
      data: { _id: courseId, isEnrolled: true },
    });
  });

  it('says "You are already enrolled in this course" the second time', async () => {
    const response = await seedCall(t, 'POST', `/courses/${courseId}/enroll`, { as: student });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ success: false, message: 'You are already enrolled in this course' });
  });

  it('says "You must be logged in to enroll in a course" to a visitor', async () => {
    const response = await seedCall(t, 'POST', `/courses/${courseId}/enroll`);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ message: 'You must be logged in to enroll in a course' });
  });
});

describe('GET /courses (→ data[])', () => {
  it('answers every published course in data with the total beside it, and no student names', async () => {
    const response = await seedCall(t, 'GET', '/courses');
    expect(response.statusCode).toBe(200);
    const answer = json<CourseList>(response);
    expect(answer.data).toHaveLength(14);
    expect(answer.pagination.total).toBe(14);
    for (const course of answer.data) expect(course).not.toHaveProperty('enrolledStudents');
  });

  it('answers one page when asked for one, and takes empty filters as none', async () => {
    const paged = json<CourseList>(await seedCall(t, 'GET', '/courses?page=1&pageSize=12'));
    expect(paged.data).toHaveLength(12);
    expect(paged.pagination).toMatchObject({ page: 1, pageSize: 12, total: 14 });
    const blank = await seedCall(t, 'GET', '/courses?search=&category=&level=&page=&pageSize=');
    expect(blank.statusCode).toBe(200);
    expect(json<CourseList>(blank).data).toHaveLength(14);
  });
});

describe("GET /courses as the teacher area reads it (spec §2.5: a teacher's course detail and edit screens)", () => {
  it("holds the teacher's own unpublished course with enrolledStudents, for that teacher only", async () => {
    const owner = await createSignedInUser(t, 'teacher');
    const pupil = await createSignedInUser(t, 'student', { name: 'Pia Pupil' });
    const hidden = await createCourse(t, owner, { title: 'Not yet published' });
    expect((await enrolIn(t, pupil, hidden.id)).statusCode).toBe(201);
    await t.db.update(courses).set({ status: 'inactive' }).where(eq(courses.id, hidden.id));

    const own = json<CourseList>(await seedCall(t, 'GET', '/courses', { as: owner }));
    expect(own.data.find((course) => course._id === hidden.id)).toMatchObject({
      status: 'inactive',
      enrolledStudents: [{ _id: pupil.id, name: 'Pia Pupil', email: pupil.email }],
    });
    expect(own.pagination.total).toBe(own.data.length);
    // Other teachers' courses are there as the public sees them.
    const others = own.data.filter((course) => course._id !== hidden.id);
    expect(others.length).toBeGreaterThan(0);
    for (const course of others) expect(course).not.toHaveProperty('enrolledStudents');

    const visitor = json<CourseList>(await seedCall(t, 'GET', '/courses'));
    expect(visitor.data.map((course) => course._id)).toEqual(others.map((course) => course._id));
    for (const caller of [pupil, student]) {
      const seen = json<CourseList>(await seedCall(t, 'GET', '/courses', { as: caller }));
      expect(seen.data.map((course) => course._id)).toEqual(visitor.data.map((course) => course._id));
      for (const course of seen.data) expect(course).not.toHaveProperty('enrolledStudents');
    }
    // Another teacher sees the hidden course no more than the public does, and its students not at all.
    const otherView = json<CourseList>(await seedCall(t, 'GET', '/courses', { as: otherTeacher }));
    expect(otherView.data.map((course) => course._id)).toEqual(visitor.data.map((course) => course._id));
    expect(otherView.data.filter((course) => course.enrolledStudents !== undefined)).toHaveLength(13);
    // The paged catalogue, which Tutorium's web reads, stays the public one.
    const paged = json<CourseList>(await seedCall(t, 'GET', '/courses?page=1&pageSize=100', { as: owner }));
    expect(paged.data.map((course) => course._id)).not.toContain(hidden._id);
  });
});

describe('GET /courses/instructor/courses (→ data[])', () => {
  it("answers the teacher's courses with enrolledStudents {_id, name, email}", async () => {
    const response = await seedCall(t, 'GET', '/courses/instructor/courses', { as: teacher });
    expect(response.statusCode).toBe(200);
    const answer = json<CourseList>(response);
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]).toMatchObject({
      _id: courseId,
      enrolledStudents: [{ _id: student.id, name: 'Sid Student', email: student.email }],
    });
  });

  it("answers all of another teacher's 13 courses in one call, and refuses a student", async () => {
    const answer = json<CourseList>(await seedCall(t, 'GET', '/courses/instructor/courses', { as: otherTeacher }));
    expect(answer.data).toHaveLength(13);
    expect(answer.data.every((course) => course.enrolledStudents?.length === 0)).toBe(true);
    expect((await seedCall(t, 'GET', '/courses/instructor/courses', { as: student })).statusCode).toBe(403);
  });
});

describe('GET /courses/student/courses (→ data[])', () => {
  it("answers the student's enrolled courses under data", async () => {
    const response = await seedCall(t, 'GET', '/courses/student/courses', { as: student });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ data: [{ _id: courseId, title: 'Algebra Foundations', progress: 0 }] });
  });

  it('says "You must be logged in to view enrolled courses" to a visitor', async () => {
    const response = await seedCall(t, 'GET', '/courses/student/courses');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ message: 'You must be logged in to view enrolled courses' });
  });
});

describe('rating (spec §3: a course has a rating, which the client averages)', () => {
  it('is left out of a course with no reviews, in the list and the detail, so no null is averaged as 0', async () => {
    const listed = json<CourseList>(await seedCall(t, 'GET', '/courses'));
    expect(listed.data.length).toBeGreaterThan(0);
    for (const course of listed.data) expect(course).not.toHaveProperty('rating');
    const detail = json<{ data: CourseItem }>(await seedCall(t, 'GET', `/courses/${courseId}`));
    expect(detail.data).not.toHaveProperty('rating');
    expect(detail.data).toMatchObject({ reviewCount: 0 });
  });
});

describe('GET /courses/{id} (→ success, data, message)', () => {
  it('answers the course with success and a message', async () => {
    const response = await seedCall(t, 'GET', `/courses/${courseId}`);
    expect(response.statusCode).toBe(200);
    const answer = json<{ success: boolean; message: string; data: CourseItem }>(response);
    expect(answer).toMatchObject({ success: true, message: expect.any(String), data: { _id: courseId } });
    expect(answer.data).not.toHaveProperty('enrolledStudents');
  });

  it("shows the course's teacher its enrolledStudents", async () => {
    const answer = json<{ data: CourseItem }>(await seedCall(t, 'GET', `/courses/${courseId}`, { as: teacher }));
    expect(answer.data.enrolledStudents).toEqual([expect.objectContaining({ _id: student.id, name: 'Sid Student' })]);
  });
});

describe('PUT /courses/{id} (course body → not shown)', () => {
  it('saves the seed form body', async () => {
    const response = await seedCall(t, 'PUT', `/courses/${courseId}`, {
      as: teacher,
      payload: seedCourseBody({ title: 'Algebra II', duration: '12 hours', price: 20 }),
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      success: true,
      message: 'Course updated successfully!',
      data: { title: 'Algebra II', duration: '12 hours', price: 20 },
    });
  });

  it('saves "12 hours hours", which the seed\'s edit form sends for an unchanged 12-hour course, as 12 hours', async () => {
    // Spec §5: duration "is sent as the number followed by \" hours\"", and the edit form starts from the text answered.
    for (const [sent, hours] of [
      ['12 hours hours', 12],
      ['12h', 12],
      ['12', 12],
      ['10 hours', 10],
    ] as const) {
      const response = await seedCall(t, 'PUT', `/courses/${courseId}`, {
        as: teacher,
        payload: seedCourseBody({ title: 'Algebra II', duration: sent, price: 20 }),
      });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ data: { duration: `${hours} hours`, durationHours: hours } });
    }
    for (const sent of ['hours', '0 hours', '1.5 hours']) {
      const response = await seedCall(t, 'PUT', `/courses/${courseId}`, {
        as: teacher,
        payload: seedCourseBody({ title: 'Algebra II', duration: sent }),
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        errors: { duration: 'Duration must be a whole number of hours, at least 1' },
      });
    }
    const [row] = await t.db.select({ hours: courses.durationHours }).from(courses).where(eq(courses.id, courseId));
    expect(row?.hours).toBe(10);
  });

  it('refuses another teacher and a student, changing nothing', async () => {
    for (const caller of [otherTeacher, student]) {
      const response = await seedCall(t, 'PUT', `/courses/${courseId}`, { as: caller, payload: seedCourseBody() });
      expect(response.statusCode).toBe(403);
    }
    const [row] = await t.db.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
    expect(row?.title).toBe('Algebra II');
  });
});

describe('DELETE /courses/{id}/enroll (→ data)', () => {
  it('unenrols the student and answers the course under data', async () => {
    const response = await seedCall(t, 'DELETE', `/courses/${courseId}/enroll`, { as: student });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, data: { _id: courseId, isEnrolled: false } });
    const left = await t.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, student.id)));
    expect(left).toEqual([]);
  });

  it('answers the course even when it is no longer published', async () => {
    const hidden = await createCourse(t, teacher, { title: 'Soon closed' });
    await enrolIn(t, student, hidden.id);
    await seedCall(t, 'PUT', `/courses/${hidden.id}`, {
      as: teacher,
      payload: seedCourseBody({ title: 'Soon closed', status: 'inactive' }),
    });
    const response = await seedCall(t, 'DELETE', `/courses/${hidden.id}/enroll`, { as: student });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ data: { _id: hidden.id, status: 'inactive' } });
  });

  it('refuses a teacher and a visitor', async () => {
    expect((await seedCall(t, 'DELETE', `/courses/${courseId}/enroll`, { as: teacher })).statusCode).toBe(403);
    expect((await seedCall(t, 'DELETE', `/courses/${courseId}/enroll`)).statusCode).toBe(401);
  });
});

describe('DELETE /courses/{id} (→ success, message)', () => {
  it('deletes the course with "Course deleted successfully"', async () => {
    expect((await seedCall(t, 'DELETE', `/courses/${courseId}`, { as: otherTeacher })).statusCode).toBe(403);
    const response = await seedCall(t, 'DELETE', `/courses/${courseId}`, { as: teacher });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'Course deleted successfully' });
    expect(await t.db.select().from(courses).where(eq(courses.id, courseId))).toEqual([]);
  });
});
