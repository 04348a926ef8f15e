import type { Page } from '@playwright/test';
import { demo, signIn } from '../support/accounts';
import { expect, test } from '../support/test';

/** The built chunk of a module, whatever hash the build gave it. */
const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

const errorPanel = (page: Page) => page.getByRole('alert').filter({ hasText: 'An unexpected error occurred' });

test('the landing page loads no portal code; a portal loads its routes when it is first visited', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter((path) => chunk('portal-routes').test(path))).toEqual([]);

  await signIn(page, 'student', demo.student);
  await expect(page.getByRole('navigation', { name: 'Student Portal' })).toBeVisible();
  expect(scripts.filter((path) => chunk('portal-routes').test(path))).toHaveLength(1);
});

test("the landing page's scripts cross the network compressed", async ({ page }) => {
  const scripts: Promise<{ path: string; encoding: string | undefined }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.allHeaders().then((headers) => ({
        path: new URL(response.url()).pathname,
        encoding: headers['content-encoding'],
      })),
    );
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const received = await Promise.all(scripts);
  expect(received.some(({ path }) => chunk('index').test(path))).toBe(true);
  // Chromium asks for brotli where it trusts the origin, else gzip: either is one of the build's files.
  for (const script of received) expect(['br', 'gzip'], script.path).toContain(script.encoding);
});

test('a portal whose routes fail to download shows the error panel, and Try Again loads it', async ({ page }) => {
  await page.route(chunk('portal-routes'), (route) => route.abort());
  await signIn(page, 'student', demo.student);
  await expect(errorPanel(page)).toBeVisible();

  await page.unroute(chunk('portal-routes'));
  await errorPanel(page).getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('navigation', { name: 'Student Portal' })).toBeVisible();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});

test('a screen whose code fails to download shows the error panel, and Try Again loads it', async ({ page }) => {
  await signIn(page, 'student', demo.student);
  await page.route(chunk('progress-page'), (route) => route.abort());
  await page.getByRole('navigation', { name: 'Student Portal' }).getByRole('link', { name: 'Progress' }).click();
  await expect(errorPanel(page)).toBeVisible();

  await page.unroute(chunk('progress-page'));
  await errorPanel(page).getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/student\/progress$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Progress' })).toBeVisible();
});
