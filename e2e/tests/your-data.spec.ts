import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { demo, signIn, uniqueEmail } from '../support/accounts';
import { type Account, createCourseViaApi, enrolViaApi, loginViaApi, registerViaApi } from '../support/api-setup';
import { expectNoAxeViolations } from '../support/axe';
import { emailsTo } from '../support/mailbox';
import { expect, test } from '../support/test';

const freshAccount = (first: string, prefix: string): Account => ({
  name: `${first} ${randomUUID().slice(0, 6)}`,
  email: uniqueEmail(prefix),
  password: 'your data pass 1',
});

/** The settings path and token in the "your data is ready" email, once it has arrived. */
async function exportLinkSentTo(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await emailsTo(address)).find((each) => each.subject.includes('ready to download'));
        // Quoted-printable: undo soft line breaks and =XX escapes before reading the link.
        const body = (mail?.body ?? '')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        link = /https?:\/\/[^/\s]+(\/\S+?export=[A-Za-z0-9_-]+)/.exec(body)?.[1];
        return link;
      },
      { message: `export email to ${address}`, timeout: 20_000 },
    )
    .toBeDefined();
  return link ?? '';
}

async function atPhoneWidth(page: Page, screen: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, `${screen} at 390px`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a student downloads their data from the emailed link, then deletes their account', async ({ page }) => {
  const student = freshAccount('Wren', 'your-data-student');
  const teacher = freshAccount('Theo', 'your-data-teacher');
  await registerViaApi(page.request, student, 'student');
  await registerViaApi(page.request, teacher, 'teacher');
  const courseTitle = `Botany ${randomUUID().slice(0, 6)}`;
  const courseId = await createCourseViaApi(
    page.request,
    await loginViaApi(page.request, teacher, 'admin'),
    courseTitle,
  );
  await enrolViaApi(page.request, await loginViaApi(page.request, student, 'student'), courseId);

  await signIn(page, 'student', student.email, student.password);
  await page.goto('/student/settings');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toContainText('You have not asked for a copy yet.');
  await expect(section).toContainText('anonymous attendance counts');
  await expectNoAxeViolations(page, 'Settings with Your data');
  await atPhoneWidth(page, 'Settings with Your data');

  await section.getByRole('button', { name: 'Email me a copy of my data' }).click();
  await expect(page.getByText('We are preparing your data.')).toBeVisible();
  await expect(section).toContainText('Your copy is ready: we emailed you the download link.');

  await page.goto(await exportLinkSentTo(student.email));
  const downloadButton = section.getByRole('button', { name: 'Download my data' });
  await expect(downloadButton).toBeVisible();
  await expectNoAxeViolations(page, 'Settings opened from the download link');
  const downloading = page.waitForEvent('download');
  await downloadButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tutorium-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile(await download.path());
  // A ZIP starts with a local file header, and each entry's name is stored as plain text.
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  for (const name of ['profile.json', 'enrolments.csv', 'attendance.json', 'uploaded_files.csv']) {
    expect(zip.includes(Buffer.from(name)), name).toBe(true);
  }

  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(dialog.getByText('The password is not correct')).toBeVisible();
  await expectNoAxeViolations(page, 'Delete account dialog');
  await dialog.getByLabel('Your password').fill(student.password);
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page.getByText('Your account and personal data have been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const login = await page.request.post('/api/auth/login', {
    data: { email: student.email, password: student.password, role: 'student' },
  });
  expect(login.status()).toBe(401);
});

test('a teacher still running a course is told to close it before deleting the account', async ({ page }) => {
  const teacher = freshAccount('Tara', 'your-data-busy-teacher');
  await registerViaApi(page.request, teacher, 'teacher');
  const courseTitle = `Geology ${randomUUID().slice(0, 6)}`;
  await createCourseViaApi(page.request, await loginViaApi(page.request, teacher, 'admin'), courseTitle);

  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toContainText('Active and upcoming courses must be closed');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill(teacher.password);
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `Close or hand over these courses before the account can be deleted: ${courseTitle}`,
  );
  await expectNoAxeViolations(page, 'Delete account dialog refusing a teacher');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('the admin deletes a user through the same erasure and reads it in the audit log', async ({ page }) => {
  const leaver = freshAccount('Lior', 'your-data-admin-deleted');
  await registerViaApi(page.request, leaver, 'student');
  const token = await loginViaApi(page.request, leaver, 'student');
  const exportRequest = await page.request.post('/api/privacy/exports', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(exportRequest.status()).toBe(202);

  await signIn(page, 'teacher', demo.admin);
  await page.goto('/admin/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText('Data export requested');
  await expect(firstRow).toContainText(leaver.name);

  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(leaver.email);
  await page.getByRole('button', { name: `Delete ${leaver.name}` }).click();
  await page.getByRole('dialog', { name: 'Delete account?' }).getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin Portal' }).getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await expect(firstRow).toContainText('Account deleted by an administrator');
  await expect(firstRow).toContainText('Deleted account');
  await expect(page.getByRole('table')).not.toContainText(leaver.name);
  await expectNoAxeViolations(page, 'Audit Log');
  await atPhoneWidth(page, 'Audit Log');

  await page.getByLabel('Action').selectOption('export.requested');
  await expect(page).toHaveURL(/action=export\.requested/);
  await expect(page.getByRole('table')).not.toContainText('Account deleted by an administrator');
});
