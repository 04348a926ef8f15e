import { signIn } from '../support/accounts';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { createCourse, registerTeacher, uniqueTag } from '../support/course-setup';
import { expect, test } from '../support/test';

test('the course form shows end time and end date errors on the first submit, with the others', async ({ page }) => {
  const teacher = await registerTeacher(page.request, `Form Teacher ${uniqueTag()}`, { specialization: 'Physics' });
  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.goto('/admin/courses/new');
  // Title left empty, and an end before the start, for both the time and the date.
  await page.getByLabel('Start Time').fill('17:00');
  await page.getByLabel('End Time').fill('16:30');
  await page.getByLabel('Start Date').fill('2026-09-01');
  await page.getByLabel('End Date').fill('2026-08-01');
  await page.getByRole('button', { name: 'Create Course' }).click();
  for (const message of [
    'Title is required',
    'End time must be after start time',
    'End date cannot be before start date',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectAccessibleAtBothWidths(page, 'Course form with errors');
});

test('the live-class form takes the subject from the chosen course, and keeps one the teacher typed', async ({
  page,
}) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Subject Teacher ${tag}`, { specialization: 'Science' });
  const physics = await createCourse(page.request, teacher, { title: `Optics ${tag}`, category: 'Physics' });
  const languages = await createCourse(page.request, teacher, { title: `Latin ${tag}`, category: 'Languages' });
  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.goto('/admin/live-class/create');
  const subject = page.getByLabel('Subject');
  await page.getByLabel('Course').selectOption({ label: physics.title });
  await expect(subject).toHaveValue('Physics');
  await page.getByLabel('Course').selectOption({ label: languages.title });
  await expect(subject).toHaveValue('Languages');
  await subject.fill('Latin poetry');
  await page.getByLabel('Course').selectOption({ label: physics.title });
  await expect(subject).toHaveValue('Latin poetry');
  await expectAccessibleAtBothWidths(page, 'Schedule Live Class');
});
