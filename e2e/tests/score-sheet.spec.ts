import { signIn } from '../support/accounts';
import { enrolNewStudentsViaApi } from '../support/attendance-setup';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { createCourse, registerTeacher, uniqueTag } from '../support/course-setup';
import { expect, test } from '../support/test';

test('a teacher types several scores and saves them with one button, is warned before leaving with unsaved ones, and a bad row saves nothing', async ({
  page,
}) => {
  test.slow();
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Mr Marks ${tag}`, { specialization: 'Mathematics' });
  const course = await createCourse(page.request, teacher, { title: `Algebra Marks ${tag}` });
  const names = [`Ada Grade ${tag}`, `Bo Grade ${tag}`, `Cleo Grade ${tag}`];
  await enrolNewStudentsViaApi(page.request, course.id, names);
  const [ada, bo, cleo] = names as [string, string, string];

  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.goto(`/admin/courses/${course.id}/scores`);
  const sheet = page.getByRole('table', { name: `Scores of ${course.title}` });
  const row = (name: string) => sheet.getByRole('row').filter({ hasText: name });
  const save = page.getByRole('button', { name: 'Save scores' });
  await expect(page.getByText('All scores saved')).toBeVisible();
  await expect(save).toBeDisabled();

  // Three scores typed, one of them out of range: one Save, nothing stored, the bad row says why.
  await page.getByLabel(`Score for ${ada}`).fill('92');
  await page.getByLabel(`Score for ${bo}`).fill('140');
  await page.getByLabel(`Score for ${cleo}`).fill('67');
  await expect(page.getByText('3 unsaved changes')).toBeVisible();
  await expect(row(ada).getByText('Not saved yet')).toBeVisible();
  await save.click();
  await expect(row(bo).getByText('Score must be from 0 to 100')).toBeVisible();
  await expect(page.getByText('3 unsaved changes')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Score sheet with unsaved changes');

  // Leaving now asks first; staying keeps what was typed.
  await page.getByRole('link', { name: `Back to ${course.title}` }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toContainText('3 unsaved scores will be lost if you leave this page now.');
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/courses/${course.id}/scores$`));
  await expect(page.getByLabel(`Score for ${ada}`)).toHaveValue('92');

  // Fixed, the three go in one save.
  await page.getByLabel(`Score for ${bo}`).fill('78');
  const saving = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith(`/api/courses/${course.id}/scores`),
  );
  await save.click();
  expect((await saving).postDataJSON().scores).toHaveLength(3);
  await expect(page.getByText('3 scores saved')).toBeVisible();
  await expect(page.getByText('All scores saved')).toBeVisible();
  await expect(row(ada).getByRole('cell').nth(1)).toHaveText('A');
  await expect(row(bo).getByRole('cell').nth(1)).toHaveText('C');
  await expect(row(cleo).getByRole('cell').nth(1)).toHaveText('D');

  // Only the changed row goes next time; with everything saved, leaving asks nothing.
  await page.getByLabel(`Score for ${cleo}`).fill('71');
  await expect(page.getByText('1 unsaved change', { exact: true })).toBeVisible();
  const resaving = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith(`/api/courses/${course.id}/scores`),
  );
  await save.click();
  expect((await resaving).postDataJSON().scores).toEqual([expect.objectContaining({ score: 71 })]);
  await expect(page.getByText('1 score saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Score for ${cleo}`)).toHaveValue('71');
  await expect(row(cleo).getByRole('cell').nth(1)).toHaveText('C');

  // Closing the tab with an unsaved score gets the browser's own warning.
  await page.getByLabel(`Score for ${ada}`).fill('50');
  const warned = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await warned;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});
