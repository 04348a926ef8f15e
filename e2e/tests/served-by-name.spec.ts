import { DEMO_PASSWORD, demo } from '../support/accounts';
import { chromiumLaunchOptions } from '../support/env';
import { expect, test } from '../support/test';

/**
 * The app opened the way someone on the LAN opens it: by a host name (not localhost, not an IP
 * the browser treats specially) over plain HTTP. Chromium resolves the made-up name to this server.
 */
const originOf = (port: number) => `http://tutorium.test:${port}`;
test.use({
  baseURL: async ({ server }, use) => {
    await use(originOf(server.port));
  },
  launchOptions: chromiumLaunchOptions(['--host-resolver-rules=MAP tutorium.test 127.0.0.1']),
});

test('a student signs in over plain HTTP under a host name and sees the dashboard', async ({ page, server }) => {
  const blocked: string[] = [];
  page.on('requestfailed', (request) => blocked.push(`${request.url()} ${request.failure()?.errorText}`));

  const response = await page.goto('/student-signin');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
  expect(response?.headers()['strict-transport-security']).toBeUndefined();

  await page.getByLabel('Email').fill(demo.student);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${originOf(server.port)}/student/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
  expect(blocked).toEqual([]);
});
