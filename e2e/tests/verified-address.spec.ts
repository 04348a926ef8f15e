import { signIn, uniqueEmail } from '../support/accounts';
import { loginViaApi } from '../support/api-setup';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { registerStudent, uniqueTag } from '../support/course-setup';
import { emailSentTo, verificationCodeSentTo } from '../support/mailbox';
import { expect, test } from '../support/test';

const banner = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Confirm your email address' });

test('a new student confirms their address with the code from the email, and the banner goes', async ({ page }) => {
  const email = uniqueEmail('confirm');
  await page.goto('/student-register');
  await page.getByLabel('Full Name').fill('Cora Confirm');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('confirm pass 1');
  await page.getByLabel('Confirm Password').fill('confirm pass 1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);

  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText(email);
  await expectAccessibleAtBothWidths(page, 'Student dashboard with the confirm-your-email banner');

  const code = await verificationCodeSentTo(email);
  await banner(page)
    .getByLabel('Confirmation code')
    .fill(code === '000000' ? '111111' : '000000');
  await banner(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(banner(page).getByText('That code is not right')).toBeVisible();

  await banner(page).getByLabel('Confirmation code').fill(code);
  await banner(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your email address is confirmed')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("the email's link lands on a screen that confirms the address with one click", async ({ page }) => {
  const student = await registerStudent(page.request, `Link Student ${uniqueTag()}`);
  await signIn(page, 'student', student.email, student.password);
  await expect(banner(page)).toBeVisible();

  const mail = await emailSentTo(student.email);
  expect(mail.subject).toBe('Confirm your email address for Tutorium');
  const link = /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '';
  expect(link).not.toBe('');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'The emailed link’s confirmation screen');
  await page.getByRole('button', { name: 'Confirm email address' }).click();
  await expect(page.getByText(`Your email address is confirmed: ${student.email}`)).toBeVisible();

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  // The link works once.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('button', { name: 'Confirm email address' }).click();
  await expect(page.getByRole('alert')).toContainText('not valid any more');
});

test('a new email address replaces the old one in Settings only once its code is entered', async ({ page }) => {
  const student = await registerStudent(page.request, `Moving Student ${uniqueTag()}`);
  // Confirmed beforehand, as most accounts are: the change is what this test is about.
  const token = await loginViaApi(page.request, student, 'student');
  const confirmed = await page.request.post('/api/auth/email-verification/confirm', {
    headers: { Authorization: `Bearer ${token}` },
    data: { code: await verificationCodeSentTo(student.email) },
  });
  expect(confirmed.status()).toBe(200);

  await signIn(page, 'student', student.email, student.password);
  await expect(banner(page)).toHaveCount(0);
  await page.goto('/student/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const newEmail = uniqueEmail('moved');
  const profile = page.getByRole('region', { name: 'Profile' });
  const emailField = profile.getByLabel('Email', { exact: true });
  await emailField.fill(newEmail);
  await profile.getByLabel('Current Password').fill(student.password);
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('your email changes once you confirm it')).toBeVisible();
  await expect(profile.getByText(`Waiting for confirmation: ${newEmail}`)).toBeVisible();
  await expect(emailField).toHaveValue(student.email);
  await expectAccessibleAtBothWidths(page, 'Settings with an email change waiting for its code');

  const notice = await emailSentTo(student.email, 2);
  expect(notice.subject).toBe('Your Tutorium email address is being changed');
  expect(notice.text).toContain(newEmail);

  await profile.getByLabel('Code sent to your new address').fill(await verificationCodeSentTo(newEmail));
  await profile.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Your email address is changed')).toBeVisible();
  await expect(profile.getByText(`Waiting for confirmation: ${newEmail}`)).toHaveCount(0);
  await expect(emailField).toHaveValue(newEmail);

  await page.reload();
  await expect(emailField).toHaveValue(newEmail);
});
