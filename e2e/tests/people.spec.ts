import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, signIn, signOut, uniqueEmail } from '../support/accounts';
import {
  type Account,
  createCourseViaApi,
  enrolledCourseTitles,
  enrolViaApi,
  loginViaApi,
  registerViaApi,
} from '../support/api-setup';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

/** A fresh account whose name no other test (or the demo seed) shares. */
function freshAccount(first: string, prefix: string): Account {
  return { name: `${first} ${randomUUID().slice(0, 6)}`, email: uniqueEmail(prefix), password: 'people pass 1' };
}

const rowOf = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

test('a teacher finds their students, searches them and removes one from their courses', async ({ page }) => {
  const teacher = freshAccount('Tomas', 'people-teacher');
  const ada = freshAccount('Ada', 'people-ada');
  const ben = freshAccount('Ben', 'people-ben');
  const algebra = `Algebra ${randomUUID().slice(0, 6)}`;
  const botany = `Botany ${randomUUID().slice(0, 6)}`;

  await registerViaApi(page.request, teacher, 'teacher');
  const teacherToken = await loginViaApi(page.request, teacher, 'admin');
  const algebraId = await createCourseViaApi(page.request, teacherToken, algebra);
  const botanyId = await createCourseViaApi(page.request, teacherToken, botany);
  for (const student of [ada, ben]) await registerViaApi(page.request, student, 'student');
  const adaToken = await loginViaApi(page.request, ada, 'student');
  await enrolViaApi(page.request, adaToken, algebraId);
  const benToken = await loginViaApi(page.request, ben, 'student');
  await enrolViaApi(page.request, benToken, algebraId);
  await enrolViaApi(page.request, benToken, botanyId);

  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.getByRole('navigation', { name: 'Teacher Portal' }).getByRole('link', { name: 'Students' }).click();
  await expect(page).toHaveURL(/\/admin\/students$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Students' })).toBeVisible();
  await expect(page.getByText('2 students')).toBeVisible();

  const adaRow = rowOf(page, ada.name);
  await expect(adaRow).toContainText(ada.email);
  await expect(adaRow).toContainText('Active');
  await expect(adaRow).toContainText('1 course');
  await expect(adaRow).toContainText(algebra);
  await expect(adaRow).not.toContainText(botany);
  const benRow = rowOf(page, ben.name);
  await expect(benRow).toContainText('2 courses');
  await expect(benRow).toContainText(algebra);
  await expect(benRow).toContainText(botany);
  await expectNoAxeViolations(page, 'Your Students');

  const search = page.getByLabel('Search students');
  await search.fill(ada.name);
  await expect(page).toHaveURL(/search=Ada/);
  await expect(benRow).toHaveCount(0);
  await expect(adaRow).toBeVisible();
  await search.fill(ben.email);
  await expect(adaRow).toHaveCount(0);
  await expect(benRow).toBeVisible();
  await search.fill('nobody-by-this-name');
  await expect(page.getByText('No students match your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL(/\/admin\/students$/);
  await expect(adaRow).toBeVisible();
  await expect(benRow).toBeVisible();

  await page.getByRole('button', { name: `Remove ${ada.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove student?' });
  await expect(dialog).toContainText(
    `${ada.name} will be unenrolled from your courses (${algebra}). Their account is not deleted.`,
  );
  await expectNoAxeViolations(page, 'Remove student dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(adaRow).toBeVisible();

  await page.getByRole('button', { name: `Remove ${ada.name}` }).click();
  await dialog.getByRole('button', { name: 'Remove student' }).click();
  await expect(page.getByText('Student removed successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(adaRow).toHaveCount(0);
  await expect(benRow).toBeVisible();
  await expect(page.getByText('1 student', { exact: true })).toBeFocused();

  const adaAgain = await loginViaApi(page.request, ada, 'student');
  expect(await enrolledCourseTitles(page.request, adaAgain)).toEqual([]);
  expect((await enrolledCourseTitles(page.request, benToken)).sort()).toEqual([algebra, botany].sort());

  await signOut(page);
  await signIn(page, 'student', ada.email, ada.password);
});

test('the admin suspends one account and deletes another in User Management', async ({ page }) => {
  const suspended = freshAccount('Sasha', 'people-suspend');
  const deleted = freshAccount('Dorian', 'people-delete');
  const busyTeacher = freshAccount('Tariq', 'people-busy-teacher');
  await registerViaApi(page.request, suspended, 'student');
  await registerViaApi(page.request, deleted, 'student');
  await registerViaApi(page.request, busyTeacher, 'teacher');
  const busyCourse = `Chemistry ${randomUUID().slice(0, 6)}`;
  await createCourseViaApi(page.request, await loginViaApi(page.request, busyTeacher, 'admin'), busyCourse);

  await signIn(page, 'teacher', demo.admin);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expectNoAxeViolations(page, 'User Management');

  const search = page.getByLabel('Search users');
  await search.fill(demo.admin);
  const adminRow = page.getByRole('row', { name: /admin@tutorium\.test/ });
  await expect(adminRow).toContainText('You');
  await expect(adminRow).toContainText('Administrator');
  await expect(adminRow.getByRole('combobox')).toHaveCount(0);
  await expect(adminRow.getByRole('button')).toHaveCount(0);

  await search.fill(suspended.email);
  await expect(page).toHaveURL(/search=/);
  const suspendedRow = rowOf(page, suspended.name);
  await expect(suspendedRow).toContainText('Student');
  await expect(page.getByLabel(`Status for ${suspended.name}`)).toHaveValue('active');
  await page.getByLabel('Role', { exact: true }).selectOption('teacher');
  await expect(page.getByText('No users match your search or filters')).toBeVisible();
  await page.getByLabel('Role', { exact: true }).selectOption('student');
  await expect(suspendedRow).toBeVisible();
  await expect(page).toHaveURL(/role=student/);

  const statusSelect = page.getByLabel(`Status for ${suspended.name}`);
  await statusSelect.selectOption('suspended');
  const suspendDialog = page.getByRole('dialog', { name: `Suspend ${suspended.name}?` });
  await expect(suspendDialog).toContainText('They will be signed out and cannot sign in until reactivated.');
  await expectNoAxeViolations(page, 'Suspend dialog');
  await suspendDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(statusSelect).toHaveValue('active');
  await statusSelect.selectOption('suspended');
  await suspendDialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(statusSelect).toHaveValue('suspended');
  // The status shows once, in its own column: the row has no second status control or badge.
  await expect(suspendedRow.getByRole('combobox')).toHaveCount(2);
  await page.getByLabel('Status', { exact: true }).selectOption('suspended');
  await expect(page).toHaveURL(/status=suspended/);
  await expect(suspendedRow).toBeVisible();

  // No "Your Students" button speaks to the admin as a teacher; the sidebar names the list for them.
  await expect(page.getByRole('link', { name: 'Your Students' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Admin Portal' }).getByRole('link', { name: 'Enrolled Students' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enrolled Students' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/status=suspended/);
  await expect(search).toHaveValue(suspended.email);
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue('student');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('suspended');
  await page.goto('/admin/users');
  await search.fill(busyTeacher.email);
  await page.getByRole('button', { name: `Delete ${busyTeacher.name}` }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete account?' });
  await deleteDialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(
    page.getByText(`Close or hand over these courses before the account can be deleted: ${busyCourse}`),
  ).toBeVisible();
  await expect(rowOf(page, busyTeacher.name)).toBeVisible();

  await search.fill(deleted.email);
  const deletedRow = rowOf(page, deleted.name);
  await expect(deletedRow).toBeVisible();
  await page.getByRole('button', { name: `Delete ${deleted.name}` }).click();
  await expect(deleteDialog).toContainText('permanently deleted');
  await expect(deleteDialog).toContainText('enrolments removed');
  await deleteDialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(deletedRow).toHaveCount(0);
  await expect(page.getByText('No users match your search or filters')).toBeVisible();

  await signOut(page);
  await page.goto('/student-signin');
  await page.getByLabel('Email').fill(suspended.email);
  await page.getByLabel('Password', { exact: true }).fill(suspended.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('This account is suspended. Please contact support.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/student-signin$/);

  const gone = await page.request.post('/api/auth/login', {
    data: { email: deleted.email, password: deleted.password, role: 'student' },
  });
  expect(gone.status()).toBe(401);
});

test('a teacher opening /admin/users gets Your Students, not User Management', async ({ page }) => {
  await signIn(page, 'teacher', demo.teacher, DEMO_PASSWORD);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Students' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User Management' })).toHaveCount(0);
  await expect(page.getByLabel('Role', { exact: true })).toHaveCount(0);
  await page.goto('/admin/enrollments');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Students' })).toBeVisible();
});

test('a failed load shows the error panel, and Try Again loads the list', async ({ page }) => {
  await signIn(page, 'teacher', demo.teacher);
  await page.route('**/api/users/students?**', (route) =>
    route.fulfill({
      status: 503,
      json: { success: false, code: 'unavailable', message: 'The service is briefly unavailable' },
    }),
  );
  await page.goto('/admin/students');
  const panel = page.getByRole('alert').filter({ hasText: 'Error occurred' });
  await expect(panel).toContainText('The service is briefly unavailable');
  await page.unroute('**/api/users/students?**');
  await panel.getByRole('button', { name: 'Try Again' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByText(/^\d+ students?$/)).toBeAttached();
});

test('both people screens have no accessibility violations at phone width', async ({ page }) => {
  const teacher = freshAccount('Pia', 'people-phone-teacher');
  const student = freshAccount('Milo', 'people-phone-student');
  await registerViaApi(page.request, teacher, 'teacher');
  const courseId = await createCourseViaApi(
    page.request,
    await loginViaApi(page.request, teacher, 'admin'),
    `Geometry ${randomUUID().slice(0, 6)}`,
  );
  await registerViaApi(page.request, student, 'student');
  await enrolViaApi(page.request, await loginViaApi(page.request, student, 'student'), courseId);

  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'teacher', demo.admin);
  for (const [path, heading, searchLabel] of [
    ['/admin/students', 'Enrolled Students', 'Search students'],
    ['/admin/users', 'User Management', 'Search users'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByLabel(searchLabel).fill(student.email);
    await expect(page.getByText('1 student').or(page.getByText('1 user'))).toBeVisible();
    await expect(rowOf(page, student.name)).toBeAttached();
    await expectNoAxeViolations(page, `${path} at 375px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways at 375px`).toBeLessThanOrEqual(0);
  }
});
