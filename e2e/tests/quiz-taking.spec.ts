import type { APIRequestContext } from '@playwright/test';
import type { QuestionInput } from '../../packages/contract/src/questions';
import { signIn } from '../support/accounts';
import { expectAccessibleAtBothWidths, PHONE } from '../support/axe';
import {
  createCourse,
  registerStudent,
  registerTeacher,
  type TeacherAccount,
  uniqueTag,
} from '../support/course-setup';
import { apiToken, enrolViaApi } from '../support/dashboard-setup';
import { expect, test } from '../support/test';

test.use({ locale: 'en-US', timezoneId: 'UTC' });

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** Three questions in the course's bank and a 20-minute test of them, open now, results at once, set by the teacher through the API. */
async function setTest(request: APIRequestContext, teacher: TeacherAccount, courseId: string, title: string) {
  const headers = { Authorization: `Bearer ${teacher.token}` };
  const questions: QuestionInput[] = [
    { kind: 'single', prompt: 'What changes motion?', options: ['Force', 'Colour'], correct: 0, points: 2 },
    { kind: 'multiple', prompt: 'Which are vectors?', options: ['Velocity', 'Mass', 'Force'], correct: [0, 2] },
    { kind: 'numeric', prompt: 'g in m/s², to one decimal?', correct: 9.8, tolerance: 0.1, explanation: 'About 9.81.' },
  ];
  const questionIds: string[] = [];
  for (const question of questions) {
    const saved = await request.post(`/api/courses/${courseId}/questions`, { headers, data: question });
    expect(saved.status(), await saved.text()).toBe(201);
    questionIds.push(((await saved.json()) as { data: { id: string } }).data.id);
  }
  const quiz = await request.post(`/api/courses/${courseId}/quizzes`, {
    headers,
    data: {
      title,
      instructions: 'Answer **every** question.',
      opensAt: minutesFromNow(-1),
      closesAt: minutesFromNow(24 * 60),
      timeLimitMinutes: 20,
      questionIds,
    },
  });
  expect(quiz.status(), await quiz.text()).toBe(201);
}

test('a student starts a test, answers, reloads mid-test and finds the answers and time left, submits and reads the result and rank', async ({
  page,
}) => {
  test.slow();
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Tara Tests ${tag}`, { specialization: 'Physics' });
  const course = await createCourse(page.request, teacher, { title: `Mechanics ${tag}` });
  const student = await registerStudent(page.request, `Sam Student ${tag}`);
  await enrolViaApi(page.request, await apiToken(page.request, student, 'student'), course.id);
  const title = `Forces quiz ${tag}`;
  await setTest(page.request, teacher, course.id, title);

  await signIn(page, 'student', student.email, student.password);
  await page.getByRole('navigation', { name: 'Student Portal' }).getByRole('link', { name: 'Tests' }).click();
  const open = page.getByRole('region', { name: 'Open now' });
  await expect(open.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Student tests');
  await open.getByRole('link', { name: `Start ${title}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'every' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Student test page');
  await page.getByRole('button', { name: 'Start test' }).click();
  const starting = page.getByRole('dialog', { name: 'Start the test?' });
  await starting.getByRole('button', { name: 'Start test' }).click();

  // The test is taken on a phone.
  await page.setViewportSize(PHONE);
  const timer = page.getByRole('timer', { name: 'Time left' });
  await expect(timer).toHaveText(/^(19|20):\d\d$/);
  await page.getByRole('radio', { name: 'Force' }).check();
  await page.getByRole('checkbox', { name: 'Velocity' }).check();
  await page.getByRole('checkbox', { name: 'Force' }).check();
  await page.getByRole('spinbutton', { name: /Question 3/ }).fill('9.8');
  await expect(page.getByText('Saved', { exact: true })).toHaveCount(3);
  await expect(page.getByText('3 of 3 answered')).toBeVisible();
  // Scanned once the toast has gone: one leaving while axe runs is measured half-faded.
  await expect(page.getByText('Test started')).toBeHidden();
  await expectAccessibleAtBothWidths(page, 'Student taking a test');

  // A reload mid-test: the same attempt with its answers, and the server's time left.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Force' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Velocity' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Mass' })).not.toBeChecked();
  await expect(page.getByRole('spinbutton', { name: /Question 3/ })).toHaveValue('9.8');
  await expect(timer).toHaveText(/^(19|20):\d\d$/);

  await page.getByRole('button', { name: 'Submit test' }).first().click();
  const submitting = page.getByRole('dialog', { name: 'Submit the test?' });
  await expect(submitting.getByText('Every question is answered.')).toBeVisible();
  await submitting.getByRole('button', { name: 'Submit test' }).click();

  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
  await expect(page.getByText('4 / 4')).toBeVisible();
  await expect(page.getByText('1 of 1', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your answers' }).getByText('About 9.81.')).toBeVisible();
  await expect(page.getByText('Test submitted')).toBeHidden();
  await expectAccessibleAtBothWidths(page, 'Student test result');
});
