import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { demo, signIn } from '../support/accounts';
import { expectAccessibleAtBothWidths, expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

// The app's service worker serves the shell and the screens' code without a connection.
test.use({ serviceWorkers: 'allow' });

/** The addresses kept in the lessons' cache, as paths. */
const keptPaths = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('tutorium-personal-lessons');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });

test('a student keeps a lesson and its file offline, reads both with the network cut, and removes it', async ({
  page,
  context,
}) => {
  // Several screens, two of them scanned at two widths, and a reload offline.
  test.setTimeout(test.info().timeout * 2);
  await signIn(page, 'student', demo.student);

  // The demo course's second lesson carries the algebra formula sheet.
  await page.getByRole('navigation', { name: 'Student Portal' }).getByRole('link', { name: 'My Courses' }).click();
  await page.getByRole('link', { name: 'Algebra Foundations' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Algebra Foundations' })).toBeVisible();
  const lesson = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: /Core ideas/ }) });
  const keep = lesson.getByRole('button', { name: 'Keep offline: Core ideas' });
  await expect(keep).toHaveAttribute('aria-pressed', 'false');

  // Before anything is stored the student sees what it takes and what is used of the limit.
  await keep.click();
  const dialog = page.getByRole('dialog', { name: 'Keep "Core ideas" offline?' });
  await expect(dialog).toContainText(/take about \d+(\.\d)? kB on this device/);
  await expect(dialog).toContainText('Your offline lessons use 0 bytes of 50 MB.');
  await expectNoAxeViolations(page, 'Keep offline, the question');
  await dialog.getByRole('button', { name: 'Keep offline' }).click();
  await expect(dialog).toBeHidden();
  await expect(keep).toHaveAttribute('aria-pressed', 'true');
  const savedSize = lesson.getByText(/^Saved offline · \d+(\.\d)? kB$/);
  await expect(savedSize).toBeVisible();
  const size = ((await savedSize.textContent()) ?? '').replace('Saved offline · ', '');
  expect(await keptPaths(page)).toHaveLength(2);
  await expectAccessibleAtBothWidths(page, 'Course page with a lesson kept offline');

  await page.getByRole('navigation', { name: 'Student Portal' }).getByRole('link', { name: 'Offline lessons' }).click();
  await expect(page).toHaveURL(/\/student\/offline-lessons$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Offline lessons' })).toBeVisible();
  await expect(page.getByText(`${size} used of 50 MB`)).toBeVisible();
  const course = page.getByRole('region', { name: 'Algebra Foundations' });
  await expect(course.getByRole('heading', { level: 3, name: /Core ideas/ })).toContainText(`Saved offline · ${size}`);
  await expectAccessibleAtBothWidths(page, 'Offline lessons');

  // With the network cut, the screen still opens, and so do the lesson's text and its file.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Offline lessons' })).toBeVisible();
  await expect(page.getByText('You are offline. The lessons below open from this device.')).toBeVisible();
  await course.getByRole('button', { name: /^Lesson 2 Core ideas/ }).click();
  await expect(course.getByRole('heading', { name: 'The core ideas of Mathematics' })).toBeVisible();
  await expect(course.getByText('Bring one question to the next class.')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await course.getByRole('link', { name: /Open Algebra Formula Sheet/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('algebra-formula-sheet.pdf');
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessibleAtBothWidths(page, 'Offline lessons, a lesson open offline');

  // Removing works offline too, and leaves nothing in the cache.
  await course.getByRole('button', { name: 'Remove from offline lessons: Core ideas' }).click();
  await expect(page.getByText('No offline lessons yet')).toBeVisible();
  expect(await keptPaths(page)).toEqual([]);
  await expectAccessibleAtBothWidths(page, 'Offline lessons, empty');
  await context.setOffline(false);
});
