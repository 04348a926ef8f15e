import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import type { Course, CourseInput } from '../../packages/contract/src/courses';
import { uniqueEmail } from './accounts';

/**
 * Data the student screens do not create themselves (teachers, courses, accounts), set up through
 * the API as the teacher screens would.
 */

/** A short random tag that makes names unique to one test run. */
export const uniqueTag = () => randomUUID().slice(0, 8);

export interface Account {
  id: string;
  name: string;
  email: string;
  password: string;
}

export interface TeacherAccount extends Account {
  token: string;
}

export interface TeacherProfile {
  specialization: string;
  subjects?: string[];
  experience?: string;
  education?: string;
  languages?: string[];
  bio?: string;
}

async function register(
  request: APIRequestContext,
  body: { name: string; role: 'student' | 'teacher'; specialization?: string },
): Promise<Account> {
  const email = uniqueEmail(body.role);
  const password = `${body.role} password ${uniqueTag()}`;
  const response = await request.post('/api/auth/register', { data: { ...body, email, password } });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, name: body.name, email, password };
}

export const registerStudent = (request: APIRequestContext, name: string): Promise<Account> =>
  register(request, { name, role: 'student' });

/** A teacher account, signed in (the teacher portal signs in with role admin), with a filled-in profile. */
export async function registerTeacher(
  request: APIRequestContext,
  name: string,
  profile: TeacherProfile,
): Promise<TeacherAccount> {
  const account = await register(request, { name, role: 'teacher', specialization: profile.specialization });
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, role: 'admin' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const update = await request.put('/api/users/profile', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, email: account.email, ...profile },
  });
  expect(update.status(), await update.text()).toBe(200);
  return { ...account, token };
}

const isoDate = (daysFromToday: number) => {
  const date = new Date();
  date.setDate(date.getDate() + daysFromToday);
  return date.toISOString().slice(0, 10);
};

/** A course of the teacher's; the fields not given are valid defaults (contract courseInputSchema). */
export async function createCourse(
  request: APIRequestContext,
  teacher: TeacherAccount,
  input: Partial<CourseInput> & Pick<CourseInput, 'title'>,
): Promise<Course> {
  const body: CourseInput = {
    description: `${input.title}: a course set up by the end-to-end tests.`,
    category: 'Science',
    level: 'beginner',
    status: 'active',
    schedule: { days: ['Monday', 'Wednesday'], startTime: '09:00', endTime: '10:30' },
    duration: '12 hours',
    startDate: isoDate(-7),
    endDate: isoDate(60),
    maxStudents: 30,
    price: 0,
    ...input,
  };
  const response = await request.post('/api/courses', {
    headers: { Authorization: `Bearer ${teacher.token}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Course }).data;
}

/** A new teacher (of Science) and a course of theirs, set up through the API. */
export async function teacherWithCourse(
  request: APIRequestContext,
  teacherName: string,
  input: Partial<CourseInput> & Pick<CourseInput, 'title'>,
): Promise<{ teacher: TeacherAccount; course: Course }> {
  const teacher = await registerTeacher(request, teacherName, { specialization: 'Science' });
  return { teacher, course: await createCourse(request, teacher, input) };
}
