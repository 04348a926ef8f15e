import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Download, expect } from '@playwright/test';
import {
  joinResponseSchema,
  type LiveClassInput,
  liveClassResponseSchema,
} from '../../packages/contract/src/live-classes';
import { type Account, registerStudent, type TeacherAccount } from './course-setup';

/**
 * What the attendance screens do not create themselves, set up through the API: students enrolled
 * in a course, and a live class that a student joined through Tutorium (the check-in that
 * pre-fills the register).
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface StudentSession extends Account {
  token: string;
}

export async function signInStudentViaApi(request: APIRequestContext, student: Account): Promise<StudentSession> {
  const response = await request.post('/api/auth/login', {
    data: { email: student.email, password: student.password, role: 'student' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { ...student, token };
}

async function enrolViaApi(request: APIRequestContext, student: StudentSession, courseId: string) {
  const response = await request.post(`/api/courses/${courseId}/enroll`, { headers: bearer(student.token) });
  expect(response.status(), await response.text()).toBe(201);
}

/** New students of these names, each registered, signed in and enrolled in the course, one after another. */
export async function enrolNewStudentsViaApi(
  request: APIRequestContext,
  courseId: string,
  names: readonly string[],
): Promise<StudentSession[]> {
  const students: StudentSession[] = [];
  for (const name of names) {
    const student = await signInStudentViaApi(request, await registerStudent(request, name));
    await enrolViaApi(request, student, courseId);
    students.push(student);
  }
  return students;
}

/** A live class of the course that started `minutesAgo` minutes ago, kept within today's UTC date. */
export async function startLiveClassViaApi(
  request: APIRequestContext,
  teacher: TeacherAccount,
  courseId: string,
  minutesAgo: number,
): Promise<{ id: string; startsAt: string }> {
  const now = new Date();
  const midnight = new Date(now);
  midnight.setUTCHours(0, 0, 0, 0);
  const startsAt = new Date(Math.max(now.getTime() - minutesAgo * 60_000, midnight.getTime()));
  const body: LiveClassInput = {
    title: 'Attendance check-in class',
    courseId,
    subject: 'Science',
    startsAt: startsAt.toISOString(),
    durationMinutes: 120,
    meetingLink: 'https://meet.example.test/attendance-check-in',
  };
  const response = await request.post('/api/live-classes', { headers: bearer(teacher.token), data: body });
  expect(response.status(), await response.text()).toBe(201);
  const { liveClass } = liveClassResponseSchema.parse(await response.json());
  return { id: liveClass.id, startsAt: liveClass.startsAt };
}

/** Joins through Tutorium as the student; returns the recorded check-in time. */
export async function joinLiveClassViaApi(request: APIRequestContext, student: StudentSession, liveClassId: string) {
  const response = await request.post(`/api/live-classes/${liveClassId}/join`, { headers: bearer(student.token) });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = joinResponseSchema.parse(await response.json());
  expect(data.joinedAt, 'the check-in time').not.toBeNull();
  return data.joinedAt ?? '';
}

/** The lines of a downloaded text file, without the final empty one. */
export async function downloadedLines(download: Download): Promise<string[]> {
  const text = await readFile(await download.path(), 'utf8');
  return text.replace(/\r?\n$/, '').split(/\r?\n/);
}
