import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { ContactInput } from '../../packages/contract/src/contact';
import type { CourseCategory } from '../../packages/contract/src/courses';
import type { Resource } from '../../packages/contract/src/resources';
import type { Account, TeacherAccount } from './course-setup';

/**
 * Set-up for the public site and the library screens: uploads, contact messages and sign-ins made
 * through the API. The files the tests upload are the seed's (apps/api/src/seed/sample-files.ts).
 */

export interface ResourceUpload {
  title: string;
  description: string;
  category: CourseCategory;
  fileName: string;
  file: Buffer;
  mimeType: string;
}

/** Uploads a resource as the teacher's Resources screen does (multipart/form-data). */
export async function uploadResource(
  request: APIRequestContext,
  teacher: Pick<TeacherAccount, 'token'>,
  upload: ResourceUpload,
): Promise<Resource> {
  const response = await request.post('/api/resources', {
    headers: { Authorization: `Bearer ${teacher.token}` },
    multipart: {
      title: upload.title,
      description: upload.description,
      category: upload.category,
      file: { name: upload.fileName, mimeType: upload.mimeType, buffer: upload.file },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Resource }).data;
}

/** A message to the Tutorium team, as a visitor sends it from the Contact page. */
export async function sendContactMessage(request: APIRequestContext, message: ContactInput) {
  const response = await request.post('/api/contact', { data: message });
  expect(response.status(), await response.text()).toBe(201);
}

/** Waits until no loading spinner is left on the page, so checks run on the settled screen. */
export async function waitForContent(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading|Checking your session/ })).toHaveCount(0);
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A review as a student earns the right to write one: they enrol, their teacher marks them present
 * today (the API accepts reviews from students who took part), then they rate the course.
 */
export async function reviewCourseViaApi(
  request: APIRequestContext,
  teacher: Pick<TeacherAccount, 'token'>,
  student: Account,
  courseId: string,
  rating: number,
) {
  const login = await request.post('/api/auth/login', {
    data: { email: student.email, password: student.password, role: 'student' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };

  const enrol = await request.post(`/api/courses/${courseId}/enroll`, { headers: bearer(token) });
  expect(enrol.status(), await enrol.text()).toBe(201);

  const attendance = await request.post('/api/attendance', {
    headers: bearer(teacher.token),
    data: {
      courseId,
      date: new Date().toISOString().slice(0, 10),
      attendanceData: [{ studentId: student.id, status: 'present' }],
    },
  });
  expect(attendance.status(), await attendance.text()).toBe(200);

  const review = await request.post(`/api/courses/${courseId}/reviews`, {
    headers: bearer(token),
    data: { rating, comment: `${rating} stars from an end-to-end test.` },
  });
  expect(review.status(), await review.text()).toBe(201);
}
