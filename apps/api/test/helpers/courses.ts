import type { Course, CourseInput } from '@tutorium/contract/courses';
import { beforeAll } from 'vitest';
import { json, send, type TestApp, type TestUser, useSignedInUsers } from './test-app';

export const validCourse = (overrides: Partial<CourseInput> = {}): CourseInput => ({
  title: 'Algebra Foundations',
  description: 'Equations, inequalities and functions, step by step.',
  category: 'Mathematics',
  level: 'beginner',
  status: 'active',
  thumbnail: 'https://images.example.test/algebra.png',
  schedule: { days: ['Monday', 'Wednesday'], startTime: '17:00', endTime: '18:30' },
  duration: '24 hours',
  startDate: '2026-01-05',
  endDate: '2026-03-30',
  maxStudents: 30,
  price: 49.99,
  // Tests of the classroom enrol through the API and go straight in; access that waits for the first
  // payment (the product's default) is tested under test/fees/.
  accessAfterPayment: false,
  ...overrides,
});

/** Creates a course through the API as `teacher` and returns it. */
export async function createCourse(
  t: TestApp,
  teacher: TestUser,
  overrides: Partial<CourseInput> = {},
): Promise<Course> {
  const response = await send(t, 'POST', '/api/courses', { as: teacher, payload: validCourse(overrides) });
  if (response.statusCode !== 201) throw new Error(`course not created: ${response.body}`);
  return json<{ data: Course }>(response).data;
}

export async function enrolIn(t: TestApp, student: TestUser, courseId: string) {
  return send(t, 'POST', `/api/courses/${courseId}/enroll`, { as: student });
}

/** Creates a course as `teacher` with `students` enrolled in it, in that order, and returns it. */
export async function createCourseWithStudents(
  t: TestApp,
  teacher: TestUser,
  students: readonly TestUser[],
  overrides: Partial<CourseInput> = {},
): Promise<Course> {
  const course = await createCourse(t, teacher, overrides);
  for (const student of students) {
    const response = await enrolIn(t, student, course.id);
    if (response.statusCode !== 201) throw new Error(`enrolment refused: ${response.body}`);
  }
  return course;
}

/**
 * The classroom that course-feature tests (announcements, assignments) run in: Meera's "Geometry"
 * with Asha (reads Hindi) and Ravi (takes no email) enrolled, and, to be refused, another teacher,
 * a student outside the course and an admin. `courseId` is set before the file's tests run.
 */
export function useGeometryClassroom(t: TestApp) {
  const cast = useSignedInUsers(t, {
    teacher: ['teacher', { name: 'Meera Teacher' }],
    otherTeacher: 'teacher',
    admin: 'admin',
    asha: ['student', { name: 'Asha Rao', language: 'hi' }],
    ravi: ['student', { name: 'Ravi Kumar', notifyEmail: false }],
    stranger: 'student',
  });
  const classroom = { ...cast, courseId: '' };
  beforeAll(async () => {
    const course = await createCourseWithStudents(t, cast.teacher, [cast.asha, cast.ravi], { title: 'Geometry' });
    classroom.courseId = course.id;
  });
  return classroom;
}
