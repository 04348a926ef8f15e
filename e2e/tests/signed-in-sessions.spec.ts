import type { Page } from '@playwright/test';
import { demo, signIn, uniqueEmail } from '../support/accounts';
import { registerViaApi } from '../support/api-setup';
import { expectAccessibleAtBothWidths, PHONE } from '../support/axe';
import { expect, test } from '../support/test';

/** The second browser says it is Firefox on Linux, so the two sessions read apart on the screen. */
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const section = (page: Page) => page.getByRole('region', { name: 'Where you’re signed in' });
const sessionList = (page: Page) => section(page).getByRole('list', { name: 'Sessions' });

test('one browser sees both of its sessions, ends the other (signed out, its stream closed), then signs out all others', async ({
  browser,
  baseURL,
  request,
}) => {
  const account = { name: 'Sam Sessions', email: uniqueEmail('sessions'), password: 'sessions-e2e-pass' };
  await registerViaApi(request, account, 'student');
  const first = await browser.newContext({ baseURL, viewport: PHONE });
  const second = await browser.newContext({ baseURL, userAgent: FIREFOX_ON_LINUX });
  const here = await first.newPage();
  const there = await second.newPage();
  await signIn(here, 'student', account.email, account.password);
  await signIn(there, 'student', account.email, account.password);
  // The other browser sits on its dashboard with its live notification stream open.
  const streamOpened = there.waitForResponse((response) => response.url().endsWith('/api/notifications/stream'));
  await there.reload();
  expect((await streamOpened).status()).toBe(200);

  await here.goto('/student/settings');
  const sessions = sessionList(here).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(sessions.filter({ hasText: 'Firefox 133 on Linux' })).toContainText('This network');
  await expect(section(here).getByRole('list', { name: 'Trusted devices' }).getByRole('listitem')).toHaveCount(2);
  await expectAccessibleAtBothWidths(here, 'Where you’re signed in');

  // Ending it signs the other browser out without it doing anything: its stream closes, and the
  // reconnect is refused.
  await section(here).getByRole('button', { name: 'End session: Firefox 133 on Linux, This network' }).click();
  await expect(here.getByText('Session ended: that browser is signed out')).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(there).toHaveURL(/\/choose-user/, { timeout: 20_000 });

  // Signed in again there; "Sign out all other sessions" from here ends it at its next request.
  await signIn(there, 'student', account.email, account.password);
  await here.reload();
  await expect(sessions).toHaveCount(2);
  await section(here).getByRole('button', { name: 'Sign out all other sessions' }).click();
  const dialog = here.getByRole('dialog', { name: 'Sign out all other sessions?' });
  await dialog.getByRole('button', { name: 'Sign out others' }).click();
  await expect(here.getByText('Signed out everywhere else')).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(sessions).toContainText('This device');
  await expect(section(here).getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  await there.goto('/student/courses');
  await expect(there).toHaveURL(/\/choose-user/);

  await Promise.all([first.close(), second.close()]);
});

test('the teacher portal’s settings show where the teacher is signed in', async ({ page }) => {
  await signIn(page, 'teacher', demo.teacher);
  await page.goto('/admin/settings');
  await expect(sessionList(page).getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
});
