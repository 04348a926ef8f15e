import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { demo, signIn } from '../support/accounts';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { chromiumLaunchOptions, E2E_WEB_DIST } from '../support/env';
import { expect, test } from '../support/test';

// These specs are about the service worker, which every other spec blocks (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** The width and height a PNG's header gives (its IHDR chunk, right after the 8-byte signature). */
async function pngSize(request: APIRequestContext, src: string): Promise<string> {
  const response = await request.get(src);
  expect(response.ok(), src).toBe(true);
  expect(response.headers()['content-type'], src).toBe('image/png');
  const bytes = await response.body();
  expect(bytes.subarray(1, 4).toString('latin1'), src).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/**
 * Waits for the service worker a first visit registers to finish installing (precaching the shell),
 * then reloads: the page it installed from is not served by it, the next load is.
 */
async function loadThroughServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

/** The URLs in the caches the service worker fills (not the personal ones the app fills itself). */
const workerCacheUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (name.startsWith('tutorium-personal-')) continue;
      const cache = await caches.open(name);
      urls[name.startsWith('workbox-precache') ? 'precache' : name] = (await cache.keys()).map(
        (request) => new URL(request.url).pathname,
      );
    }
    return urls;
  });

test('installs to the home screen: the manifest, its icons and the service worker meet Chromium’s criteria', async ({
  playwright,
  server,
}) => {
  // Chromium installs no app from an incognito profile, which is what a test's context is: this one has a profile.
  const profile = await mkdtemp(path.join(tmpdir(), 'tutorium-installable-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    baseURL: server.baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    const { request } = context;
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#4f46e5');
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await pngSize(request, appleIcon ?? '')).toBe('180x180');

    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestResponse = await request.get(manifestUrl ?? '');
    expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await manifestResponse.json()) as { icons: ManifestIcon[] } & Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Tutorium',
      short_name: 'Tutorium',
      start_url: '/student/dashboard',
      display: 'standalone',
      theme_color: '#4f46e5',
      background_color: '#f8fafc',
      lang: 'en',
    });
    const icons = await Promise.all(
      manifest.icons.map(async (icon) => ({
        sizes: icon.sizes,
        purpose: icon.purpose,
        drawn: await pngSize(request, icon.src),
      })),
    );
    expect(icons).toEqual([
      { sizes: '192x192', purpose: 'any', drawn: '192x192' },
      { sizes: '512x512', purpose: 'any', drawn: '512x512' },
      { sizes: '512x512', purpose: 'maskable', drawn: '512x512' },
    ]);

    await loadThroughServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // The precache is the shell alone: a first visit downloads no screen it did not open.
    const { precache = [] } = await workerCacheUrls(page);
    expect(precache).toEqual(
      expect.arrayContaining([
        '/index.html',
        '/manifest.webmanifest',
        expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/),
        expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/),
        expect.stringMatching(/^\/assets\/shell-texts-en-[\w-]+\.js$/),
        expect.stringMatching(/^\/assets\/shell-texts-hi-[\w-]+\.js$/),
      ]),
    );
    expect(precache.filter((path) => /portal-routes|dashboard|about-page/.test(path))).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('the app opened from the home screen starts at the dashboard of whoever is signed in', async ({ page }) => {
  await page.goto('/student/dashboard');
  await expect(page).toHaveURL(/\/choose-user\?redirect=%2Fstudent%2Fdashboard$/);

  await signIn(page, 'teacher', demo.teacher);
  await page.goto('/student/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher Dashboard' })).toBeVisible();
});

test('the shell and the screens already visited open without a connection', async ({ page, context }) => {
  await page.goto('/');
  await loadThroughServiceWorker(page);
  await page.getByRole('link', { name: 'About' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Tutorium' })).toBeVisible();
  // The About page's code, loaded through the worker, is kept as it is loaded.
  await expect
    .poll(async () => (await workerCacheUrls(page))['tutorium-assets']?.some((path) => /\/about-page-/.test(path)))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About Tutorium' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Nothing the API answered is in the worker's caches.
  await context.setOffline(false);
  const cached = Object.values(await workerCacheUrls(page)).flat();
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);
});

test('a new deployment is offered as a reload, and Reload loads it', async ({ page }) => {
  await signIn(page, 'student', demo.student);
  await loadThroughServiceWorker(page);
  const prompt = page.getByRole('status').filter({ hasText: 'A new version of Tutorium is ready.' });
  await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
  await expect(prompt).toBeHidden();

  // A deployment, as an open page meets it: the API's answers name another build than the page's.
  await page.route('**/api/**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'x-tutorium-build': 'a-later-build' } });
  });
  await page.getByRole('navigation', { name: 'Student Portal' }).getByRole('link', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Progress' })).toBeVisible();
  await expect(prompt).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'update prompt');

  // The server is the page's own build again; the reload must reach it through the service worker.
  await page.unroute('**/api/**');
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  await expect(page).toHaveURL(/\/student\/progress$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Progress' })).toBeVisible();
  await expect(prompt).toBeHidden();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
});

/**
 * A server of this test's own (support/start-server.ts) serving `distDir`, so the test can deploy into
 * it without touching the build the other tests' servers serve. Resolves with its stop function.
 */
async function startOwnServer(distDir: string, port: number, mailDir: string): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'support/start-server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_SERVER_INDEX: '0',
      E2E_WEB_DIST: distDir,
      E2E_MAIL_DIR: mailDir,
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/api/health`).then(
            (answer) => answer.ok,
            () => false,
          ),
        {
          timeout: 120_000,
        },
      )
      .toBe(true);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

test('a deployment that changes the service worker: the new one installs beside the old, and takes over on Reload', async ({
  browser,
  server,
}) => {
  test.slow();
  const workDir = await mkdtemp(path.join(tmpdir(), 'tutorium-deployment-'));
  const distDir = path.join(workDir, 'dist');
  await cp(E2E_WEB_DIST, distDir, { recursive: true });
  const port = server.port + 1000;
  const stopServer = await startOwnServer(distDir, port, path.join(workDir, 'mail'));
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await loadThroughServiceWorker(page);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of Tutorium is ready.' });
    await expect(prompt).toBeHidden();

    // The deployment: a worker that differs from the one serving the page, and says which it is.
    await appendFile(
      path.join(distDir, 'sw.js'),
      "\nself.addEventListener('message', (event) => { if (event.data === 'which worker?') event.source?.postMessage('the new one'); });\n",
    );
    // The page checks for a new worker whenever it comes back into view.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(prompt).toBeVisible();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting?.state)).toBe('installed');

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<unknown>((resolve) => {
              navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data), { once: true });
              navigator.serviceWorker.controller?.postMessage('which worker?');
              setTimeout(() => resolve('no answer'), 1000);
            }),
        ),
      )
      .toBe('the new one');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt).toBeHidden();
  } finally {
    await context.close();
    await stopServer();
    await rm(workDir, { recursive: true, force: true });
  }
});
