import { signIn } from '../support/accounts';
import { expectAccessibleAtBothWidths, PHONE } from '../support/axe';
import { createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { apiToken, enrolViaApi } from '../support/dashboard-setup';
import { expect, test } from '../support/test';

test.use({ locale: 'en-US', timezoneId: 'UTC' });

/** Tomorrow at 18:00 as a datetime-local value (the browser runs in UTC). */
const tomorrowEvening = () => `${new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}T18:00`;

test('a teacher sets homework, a student hands it in, the teacher grades and releases it, and the student reads the grade', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Hana Homework ${tag}`, { specialization: 'Chemistry' });
  const course = await createCourse(page.request, teacher, { title: `Reactions ${tag}` });
  const student = await registerStudent(page.request, `Sid Student ${tag}`);
  await enrolViaApi(page.request, await apiToken(page.request, student, 'student'), course.id);
  const title = `Rust essay ${tag}`;

  // The teacher sets it from the course page's Assignments.
  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.goto(`/admin/courses/${course.id}`);
  await page.getByRole('link', { name: 'Assignments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Assignments: Reactions ${tag}` })).toBeVisible();
  await expect(page.getByText('No assignments yet')).toBeVisible();
  await page.getByRole('button', { name: 'New assignment' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Instructions').fill('Explain **why** iron rusts.');
  await page.getByLabel('Due').fill(tomorrowEvening());
  await page.getByLabel('Points').fill('20');
  await page.getByLabel('Accept late work').check();
  await page.getByLabel('Late penalty (%)').fill('10');
  await page.getByLabel('Students hand in').selectOption({ label: 'A written answer and files' });
  await page.getByRole('button', { name: 'Set assignment' }).click();
  await expect(page.getByText('Assignment set')).toBeVisible();
  const list = page.getByRole('region', { name: `Assignments of Reactions ${tag}` });
  await expect(list.getByRole('link', { name: title })).toBeVisible();
  await expect(list).toContainText('6:00 pm');
  await expectAccessibleAtBothWidths(page, 'Teacher course assignments');

  // The student finds it under Assignments and hands in a written answer.
  const studentContext = await browser.newContext({ baseURL });
  const learner = await studentContext.newPage();
  await signIn(learner, 'student', student.email, student.password);
  await learner.getByRole('navigation', { name: 'Student Portal' }).getByRole('link', { name: 'Assignments' }).click();
  const toDo = learner.getByRole('region', { name: 'To do' });
  await expect(toDo.getByRole('link', { name: title })).toBeVisible();
  await expectAccessibleAtBothWidths(learner, 'Student assignments');
  await toDo.getByRole('link', { name: title }).click();
  await expect(learner.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(learner.locator('strong', { hasText: 'why' })).toBeVisible();
  await learner.getByLabel('Your answer').fill(`Iron meets oxygen and water ${tag}.`);
  await learner.getByLabel('Add files').setInputFiles({
    name: 'rust.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(learner.getByRole('list', { name: 'Files to hand in' }).getByText('rust.pdf')).toBeVisible();
  await learner.getByRole('button', { name: 'Hand in', exact: true }).click();
  await expect(learner.getByText('Submission handed in')).toBeVisible();
  await expect(learner.getByRole('button', { name: 'Hand in again' })).toBeVisible();
  await expectAccessibleAtBothWidths(learner, 'Student assignment after handing in');

  // The teacher opens the roster, grades the work and releases the grades.
  await list.getByRole('link', { name: title }).click();
  const roster = page.getByRole('region', { name: `Students' work on ${title}` });
  const row = roster.getByRole('row').filter({ hasText: student.name });
  await expect(row.getByText('Submitted')).toBeVisible();
  await page.setViewportSize(PHONE);
  // At phone width each student is a card: once scrolled to, its Open link fits the screen's width.
  const open = row.getByRole('link', { name: `Open the work of ${student.name}` });
  await open.scrollIntoViewIfNeeded();
  await expect(open).toBeInViewport({ ratio: 1 });
  await expectAccessibleAtBothWidths(page, 'Teacher assignment roster');
  await open.click();
  await expect(page.getByRole('heading', { level: 1, name: `Work of ${student.name}` })).toBeVisible();
  await expect(page.getByText(`Iron meets oxygen and water ${tag}.`)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download rust.pdf' }).click();
  expect((await downloading).suggestedFilename()).toBe('rust.pdf');
  await page.getByLabel('Points (out of 20)').fill('18');
  await page.getByLabel('Feedback').fill('Good: name the oxide next time.');
  await page.getByRole('button', { name: 'Save grade' }).click();
  await expect(page.getByText('Grade saved')).toBeVisible();
  await expect(page.getByText('Saved, not yet released: the student does not see it.')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Teacher grading a submission');
  await page.getByRole('link', { name: 'Back to the assignment' }).click();
  await expect(row.getByText('18 / 20')).toBeVisible();
  await page.getByRole('button', { name: 'Release all grades' }).click();
  await expect(page.getByText('Grades released')).toBeVisible();
  await expect(row.getByText('Graded')).toBeVisible();

  // The student sees the grade and the feedback.
  await learner.reload();
  await expect(learner.getByRole('heading', { name: 'Your grade' })).toBeVisible();
  await expect(learner.getByText('18 / 20').first()).toBeVisible();
  await expect(learner.getByText('Good: name the oxide next time.')).toBeVisible();
  await expect(learner.getByRole('button', { name: 'Hand in again' })).toHaveCount(0);
  await expectAccessibleAtBothWidths(learner, 'Student assignment with its grade');
  await studentContext.close();
});
