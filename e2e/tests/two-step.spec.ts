import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, demo, signIn, signOut } from '../support/accounts';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { expect, test } from '../support/test';

/** The code an authenticator app shows for the secret, `stepsAhead` 30-second steps from now (one step either side is accepted). */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

const securitySection = (page: Page) => page.getByRole('region', { name: 'Sign-in & security' });

/** Turns the authenticator app on from Settings; returns its secret and the recovery codes shown. */
async function setUpAuthenticatorApp(page: Page) {
  const section = securitySection(page);
  await section.getByRole('button', { name: 'Set up' }).click();
  await expect(section.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await section.locator('code').innerText()).replace(/\s/g, '');
  await section.getByLabel('Code from the app').fill(codeFor(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  return { secret, recoveryCodes };
}

/** Types email and password on a sign-in page and waits for the second step. */
async function passwordStep(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
}

test('a student turns on an authenticator app, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  const student = await registerStudent(page.request, `Two Step ${uniqueTag()}`);
  await signIn(page, 'student', student.email, student.password);
  await page.goto('/student/settings');
  const section = securitySection(page);
  await expect(section.getByText('No passkeys yet.')).toBeVisible();
  const { secret, recoveryCodes } = await setUpAuthenticatorApp(page);
  // Scanned once the toast has gone: mid-animation its text is faded.
  await expect(page.getByRole('status').filter({ hasText: 'The authenticator app is on.' })).toBeHidden();
  await expectAccessibleAtBothWidths(page, 'Settings with new recovery codes');
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('10 of 10 left.')).toBeVisible();
  await expect(section.getByText(/^On since /)).toBeVisible();
  await signOut(page);

  // The password alone no longer signs in: the second step asks for a code.
  await passwordStep(page, '/student-signin', student.email, student.password);
  const codeField = page.getByLabel('Code from your app');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Second step with an error');
  // The code that turned the app on was used in this step; the next step's code is new.
  await codeField.fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await signOut(page);

  await passwordStep(page, '/student-signin', student.email, student.password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await page.goto('/student/settings');
  await expect(securitySection(page).getByText('9 of 10 left.')).toBeVisible();
});

test.describe('passkeys', () => {
  // WebAuthn refuses an IP address as the site's name: passkeys work at http://localhost on the
  // server's port (the API takes `localhost` for a loopback PUBLIC_URL, docs/security.md).
  test.use({ baseURL: async ({ server }, use) => use(`http://localhost:${server.port}`) });

  test('a student adds a passkey, then signs in with the passkey alone', async ({ page }) => {
    // Chromium's own virtual authenticator (not a mock): it makes and keeps a real key pair and
    // verifies its "user" at once.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    const student = await registerStudent(page.request, `Passkey Student ${uniqueTag()}`);
    await signIn(page, 'student', student.email, student.password);
    await page.goto('/student/settings');
    const section = securitySection(page);
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByLabel('Passkey name').fill('Test laptop');
    await section.getByRole('button', { name: 'Create passkey' }).click();
    const list = section.getByRole('list', { name: 'Your passkeys' });
    await expect(list.getByText('Test laptop')).toBeVisible();
    await expect(list.getByText(/not used yet/)).toBeVisible();
    await expect(section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await expectAccessibleAtBothWidths(page, 'Settings with a passkey');
    await signOut(page);

    await page.goto('/student-signin');
    await page.getByRole('button', { name: 'Continue with a passkey' }).click();
    await expect(page).toHaveURL(/\/student\/dashboard$/);
    await page.goto('/student/settings');
    await expect(securitySection(page).getByText(/last used/)).toBeVisible();
    await signOut(page);

    // The password now needs a second step too, which the passkey gives.
    await passwordStep(page, '/student-signin', student.email, student.password);
    await expectAccessibleAtBothWidths(page, 'Second step with a passkey');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(/\/student\/dashboard$/);
  });
});

/**
 * Puts the worker's demo admin back as the other specs on its server expect it (the rule off, the app
 * removed), whichever step failed: the rule binds every teacher and admin on the server. Through the API
 * with the page's session, so it works once the admin has set up the app (before that, the rule refuses
 * everything but the setup); answers for what is already undone are ignored.
 */
async function restoreDemoAdmin(page: Page) {
  const token = await page
    .evaluate(() => localStorage.getItem('tutorium.token') ?? sessionStorage.getItem('tutorium.token'))
    .catch(() => null);
  if (!token) return;
  const headers = { authorization: `Bearer ${token}` };
  await page.request.put('/api/admin/security-settings', { headers, data: { requireTwoStepForStaff: false } });
  await page.request.post('/api/account/totp/remove', { headers, data: { password: DEMO_PASSWORD } });
}

test.describe('the staff rule', () => {
  test.afterEach(async ({ page }) => restoreDemoAdmin(page));

  test('an admin requires two-step sign-in: a teacher without it is taken to set it up first', async ({
    page,
    browser,
    baseURL,
  }) => {
    const teacher = await registerTeacher(page.request, `Gated Teacher ${uniqueTag()}`, { specialization: 'Science' });
    await signIn(page, 'teacher', demo.admin);
    await page.goto('/admin/settings');
    const rule = page.getByRole('switch', { name: 'Require two-step sign-in for teachers and admins' });
    await rule.click();
    await expect(rule).toHaveAttribute('aria-checked', 'true');
    // The rule covers the admin who set it too: from the next screen, only Settings opens.
    await page.goto('/admin/courses');
    await expect(page).toHaveURL(/\/admin\/settings#sign-in-security$/);
    await expect(securitySection(page).getByRole('alert')).toContainText('requires two-step sign-in');
    const admin = await setUpAuthenticatorApp(page);
    await securitySection(page).getByRole('button', { name: 'I have saved them' }).click();

    const teacherContext = await browser.newContext({ baseURL });
    const teacherPage = await teacherContext.newPage();
    await teacherPage.goto('/admin-signin');
    await teacherPage.getByLabel('Email').fill(teacher.email);
    await teacherPage.getByLabel('Password', { exact: true }).fill(teacher.password);
    await teacherPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(teacherPage).toHaveURL(/\/admin\/settings#sign-in-security$/);
    await expect(securitySection(teacherPage).getByRole('alert')).toContainText('requires two-step sign-in');
    await expectAccessibleAtBothWidths(teacherPage, 'Settings while two-step setup is required');
    await teacherPage.goto('/admin/courses');
    await expect(teacherPage).toHaveURL(/\/admin\/settings#sign-in-security$/);
    await setUpAuthenticatorApp(teacherPage);
    await teacherPage.goto('/admin/courses');
    await expect(teacherPage).toHaveURL(/\/admin\/courses$/);
    await teacherContext.close();

    // Put the demo admin back as other specs expect it: the rule off, then the app removed.
    await page.goto('/admin/settings');
    await expect(rule).toHaveAttribute('aria-checked', 'true');
    await rule.click();
    await expect(rule).toHaveAttribute('aria-checked', 'false');
    const section = securitySection(page);
    await section.getByRole('button', { name: 'Remove' }).first().click();
    await section.getByLabel('Your password').fill(DEMO_PASSWORD);
    await section.getByRole('button', { name: 'Remove the app' }).click();
    await expect(section.getByRole('button', { name: 'Set up' })).toBeVisible();
    expect(admin.recoveryCodes).toHaveLength(10);
  });
});
