import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { lessonListSchema } from '../../packages/contract/src/lessons';
import type { Account, TeacherAccount } from './course-setup';

/**
 * What the learning screens do not create themselves (a student's session and enrolment), set up
 * through the API, and the lesson order the teacher's screen should have saved.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Signs the student in through the API and enrols them in the course. */
export async function enrolStudent(request: APIRequestContext, student: Account, courseId: string): Promise<void> {
  const login = await request.post('/api/auth/login', {
    data: { email: student.email, password: student.password, role: 'student' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const response = await request.post(`/api/courses/${courseId}/enroll`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(201);
}

/** The course's lesson titles in the order the server keeps them. */
export async function savedLessonTitles(
  request: APIRequestContext,
  teacher: TeacherAccount,
  courseId: string,
): Promise<string[]> {
  const response = await request.get(`/api/courses/${courseId}/lessons`, { headers: bearer(teacher.token) });
  expect(response.status(), await response.text()).toBe(200);
  return lessonListSchema.parse(await response.json()).data.map((lesson) => lesson.title);
}

/**
 * Embedded players load a stand-in page rather than the real YouTube, so the tests need no
 * network and scan a player frame that is known to be accessible.
 */
export async function stubVideoPlayers(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Video player</title></head><body><p>Video</p></body></html>',
    }),
  );
}
