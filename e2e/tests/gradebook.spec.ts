import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { signIn } from '../support/accounts';
import { expectAccessibleAtBothWidths, PHONE } from '../support/axe';
import { createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { apiToken, enrolViaApi } from '../support/dashboard-setup';
import { expect, test } from '../support/test';

test.use({ locale: 'en-US', timezoneId: 'UTC' });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

/** An assignment of the course, set through the API by its teacher; answers its id. */
async function setAssignment(
  request: APIRequestContext,
  token: string,
  courseId: string,
  input: { title: string; dueAt: string; points: number },
): Promise<string> {
  const response = await request.post(`/api/courses/${courseId}/assignments`, { headers: bearer(token), data: input });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** The student hands in a written answer; the teacher grades it and releases the grade, all through the API. */
async function gradeAndRelease(
  request: APIRequestContext,
  tokens: { teacher: string; student: string },
  assignmentId: string,
  points: number,
): Promise<void> {
  const handIn = await request.put(`/api/assignments/${assignmentId}/submission`, {
    headers: bearer(tokens.student),
    data: { text: 'My answer.' },
  });
  expect(handIn.status(), await handIn.text()).toBe(200);
  const roster = await request.get(`/api/assignments/${assignmentId}/submissions`, { headers: bearer(tokens.teacher) });
  expect(roster.status(), await roster.text()).toBe(200);
  const [row] = ((await roster.json()) as { data: { submissionId: string | null }[] }).data;
  const grade = await request.put(`/api/assignment-submissions/${row?.submissionId}/grade`, {
    headers: bearer(tokens.teacher),
    data: { points },
  });
  expect(grade.status(), await grade.text()).toBe(200);
  const release = await request.post(`/api/assignments/${assignmentId}/release`, { headers: bearer(tokens.teacher) });
  expect(release.status(), await release.text()).toBe(200);
}

test('a teacher sets up the gradebook with weighted categories and downloads it, and the student reads their grade', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Greta Grades ${tag}`, { specialization: 'Physics' });
  const course = await createCourse(page.request, teacher, { title: `Optics ${tag}` });
  const student = await registerStudent(page.request, `Lena Lens ${tag}`);
  const studentToken = await apiToken(page.request, student, 'student');
  await enrolViaApi(page.request, studentToken, course.id);
  const essay = await setAssignment(page.request, teacher.token, course.id, {
    title: `Mirror essay ${tag}`,
    dueAt: daysFromNow(2),
    points: 20,
  });
  await setAssignment(page.request, teacher.token, course.id, {
    title: `Prism lab ${tag}`,
    dueAt: daysFromNow(-1),
    points: 10,
  });
  await gradeAndRelease(page.request, { teacher: teacher.token, student: studentToken }, essay, 15);

  // The teacher reaches the gradebook from the course page: the graded essay and the missing lab.
  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.goto(`/admin/courses/${course.id}`);
  await page.getByRole('link', { name: 'Gradebook' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Gradebook: Optics ${tag}` })).toBeVisible();
  const table = page.getByRole('table', { name: `Gradebook of Optics ${tag}` });
  const row = table.getByRole('row', { name: new RegExp(`Lena Lens ${tag}`) });
  await expect(row.getByRole('cell', { name: '15 / 20' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Missing' })).toBeVisible();

  // Homework (the essay) weighs 75, Labs (the lab) 25, and missing work is left out: only the essay counts.
  await page.getByRole('button', { name: 'Set up' }).click();
  const setup = page.getByRole('form', { name: 'Set up the gradebook' });
  await setup.getByRole('radio', { name: 'Leave out' }).check();
  await setup.getByRole('button', { name: 'Add category' }).click();
  await setup.getByLabel('Category 1 name').fill('Homework');
  await setup.getByLabel('Weight').first().fill('75');
  await setup.getByRole('button', { name: 'Add category' }).click();
  await setup.getByLabel('Category 2 name').fill('Labs');
  await setup.getByLabel('Weight').nth(1).fill('25');
  await setup.getByLabel(`Mirror essay ${tag}`).selectOption({ label: 'Homework' });
  await setup.getByLabel(`Prism lab ${tag}`).selectOption({ label: 'Labs' });
  await expectAccessibleAtBothWidths(page, 'Teacher gradebook setup');
  await setup.getByRole('button', { name: 'Save setup' }).click();
  await expect(page.getByText('Gradebook setup saved')).toBeVisible();
  await expect(setup).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: /Homework/ }).last()).toBeVisible();
  await expect(row.getByRole('cell', { name: '15 / 20' })).toBeVisible();
  await expect(row.getByRole('cell', { name: /75%\s*C/ })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Teacher gradebook');

  // On a phone the table scrolls inside its frame, the student's name still in view.
  await page.setViewportSize(PHONE);
  await expect(row.getByRole('rowheader', { name: new RegExp(`Lena Lens ${tag}`) })).toBeInViewport();

  // The CSV has its header row and the student's row.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).split(/\r?\n/);
  expect(lines[0]).toContain(`Mirror essay ${tag}`);
  expect(lines.some((line) => line.includes(`Lena Lens ${tag}`))).toBe(true);

  // The student opens Progress, then Grades for the course, and reads the same grade.
  const studentContext = await browser.newContext({ baseURL });
  const learner = await studentContext.newPage();
  await signIn(learner, 'student', student.email, student.password);
  await learner.getByRole('navigation', { name: 'Student Portal' }).getByRole('link', { name: 'Progress' }).click();
  await learner.getByRole('link', { name: `Grades in Optics ${tag}` }).click();
  await expect(learner.getByRole('heading', { level: 1, name: `Grades: Optics ${tag}` })).toBeVisible();
  const marks = learner.getByRole('table', { name: `Your marks in Optics ${tag}` });
  await expect(marks.getByRole('row', { name: new RegExp(`Mirror essay ${tag}`) })).toContainText('15 / 20');
  await expect(marks.getByRole('row', { name: new RegExp(`Prism lab ${tag}`) })).toContainText('Missing');
  await expect(learner.getByText('75%').first()).toBeVisible();
  await expectAccessibleAtBothWidths(learner, 'Student grades');
  await studentContext.close();
});
