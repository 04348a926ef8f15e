import type { Page } from '@playwright/test';
import { demo, signIn } from '../support/accounts';
import { expect, test } from '../support/test';

/** The built chunk of a module, whatever hash the build gave it. */
const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

/** The script files the server names in an address's page: every file its screen loads beyond the entry (apps/api/src/web-app.ts). */
async function preloadedBy(page: Page, address: string): Promise<string[]> {
  const html = await (await page.request.get(address)).text();
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, file]) => file ?? '');
}

/** The student portal's own code: the files its dashboard loads that the student's sign-in page does not. */
async function studentPortalFiles(page: Page): Promise<string[]> {
  const signInPage = new Set(await preloadedBy(page, '/student-signin'));
  return (await preloadedBy(page, '/student/dashboard')).filter((file) => !signInPage.has(file));
}

const errorPanel = (page: Page) => page.getByRole('alert').filter({ hasText: 'An unexpected error occurred' });

test('the landing page loads no portal code; a portal loads its code when it is first visited', async ({ page }) => {
  const portalFiles = await studentPortalFiles(page);
  expect(portalFiles.length).toBeGreaterThan(0);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter((path) => portalFiles.includes(path))).toEqual([]);

  await signIn(page, 'student', demo.student);
  await expect(page.getByRole('navigation', { name: 'Student Portal' })).toBeVisible();
  await expect.poll(() => portalFiles.filter((file) => !scripts.includes(file))).toEqual([]);
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

test('a portal whose code fails to download shows the error panel, and Try Again loads it', async ({ page }) => {
  const portalFiles = await studentPortalFiles(page);
  const isPortalFile = (url: URL) => portalFiles.includes(url.pathname);
  await page.route(isPortalFile, (route) => route.abort());
  await signIn(page, 'student', demo.student);
  await expect(errorPanel(page)).toBeVisible();

  await page.unroute(isPortalFile);
  await errorPanel(page).getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('navigation', { name: 'Student Portal' })).toBeVisible();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});

test('a screen whose code fails to download shows the error panel, and Try Again loads it', async ({ page }) => {
  await signIn(page, 'student', demo.student);
  // The Progress screen's own code, in the file of the modules only it loads (apps/web/build/screen-chunks.ts).
  await page.route(chunk('screen-student-progress'), (route) => route.abort());
  await page.getByRole('navigation', { name: 'Student Portal' }).getByRole('link', { name: 'Progress' }).click();
  await expect(errorPanel(page)).toBeVisible();

  await page.unroute(chunk('screen-student-progress'));
  await errorPanel(page).getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/student\/progress$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Progress' })).toBeVisible();
});
