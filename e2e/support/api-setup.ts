import { type APIRequestContext, expect } from '@playwright/test';
import { signedInResponseSchema } from '@tutorium/contract/auth';
import { type CourseInput, courseResponseSchema, courseSchema } from '@tutorium/contract/courses';

/**
 * Sets up, through the API, what the screen under test does not create itself (accounts,
 * courses, enrolments), and reads back what a screen changed.
 */
export interface Account {
  name: string;
  email: string;
  password: string;
}

const enrolledCoursesSchema = courseResponseSchema.pick({ success: true }).extend({ data: courseSchema.array() });

export async function registerViaApi(request: APIRequestContext, account: Account, role: 'student' | 'teacher') {
  const response = await request.post('/api/auth/register', {
    data: { ...account, role, ...(role === 'teacher' ? { specialization: 'Science' } : {}) },
  });
  expect(response.status(), `register ${account.email}`).toBe(201);
}

/** A session token; teachers and admins sign in with role `admin`, as the teacher portal does. */
export async function loginViaApi(request: APIRequestContext, account: Account, role: 'admin' | 'student') {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, role },
  });
  expect(response.status(), `login ${account.email}`).toBe(200);
  return signedInResponseSchema.parse(await response.json()).token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An active, free course starting today; returns its id. */
export async function createCourseViaApi(request: APIRequestContext, token: string, title: string) {
  const course: CourseInput = {
    title,
    description: `${title}: a course set up for an end-to-end test.`,
    category: 'Science',
    schedule: { days: ['Monday', 'Wednesday'], startTime: '09:00', endTime: '10:30' },
    duration: 10,
    startDate: new Date().toISOString().slice(0, 10),
    price: 0,
  };
  const response = await request.post('/api/courses', { headers: bearer(token), data: course });
  expect(response.status(), `create course ${title}`).toBe(201);
  return courseResponseSchema.parse(await response.json()).data.id;
}

export async function enrolViaApi(request: APIRequestContext, token: string, courseId: string) {
  const response = await request.post(`/api/courses/${courseId}/enroll`, { headers: bearer(token) });
  expect(response.status(), `enrol in ${courseId}`).toBe(201);
}

/** The titles of the courses the signed-in student is enrolled in. */
export async function enrolledCourseTitles(request: APIRequestContext, token: string) {
  const response = await request.get('/api/courses/student/courses', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return enrolledCoursesSchema.parse(await response.json()).data.map((course) => course.title);
}
