import type { Page } from '@playwright/test';
import { demo, signIn, signOut } from '../support/accounts';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { registerStudent, teacherWithCourse, uniqueTag } from '../support/course-setup';
import { apiToken } from '../support/dashboard-setup';
import { enrolStudent } from '../support/learning-setup';
import { expect, test } from '../support/test';

// Offline, the app's shell and the screens' code come from its service worker, which other specs block.
test.use({ serviceWorkers: 'allow' });

/**
 * Waits for the service worker a first visit registers to finish installing, then reloads so that it
 * controls the page: the code of every screen opened from then on is kept for offline use.
 */
async function loadThroughServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

/** The query cache the app keeps in IndexedDB, as stored ('' while there is none; never creates the database). */
const keptQueryCache = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'tutorium-personal')) return '';
    return new Promise<string>((resolve) => {
      const open = indexedDB.open('tutorium-personal');
      open.onerror = () => resolve('');
      open.onsuccess = () => {
        const database = open.result;
        const read = database.transaction('query-cache').objectStore('query-cache').get('query-cache');
        read.onsuccess = () => {
          database.close();
          resolve(typeof read.result === 'string' ? read.result : '');
        };
      };
    });
  });

/** What personal data the browser holds: IndexedDB databases, Cache Storage caches and Web Storage keys. */
const deviceData = (page: Page) =>
  page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((database) => database.name),
    caches: await caches.keys(),
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
  }));

const LAST_UPDATED_OFFLINE = /^Offline · last updated \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m \S+$/;
/** The mark of data that is not live, whichever its words. */
const lastUpdated = (page: Page) => page.getByText(/^(Offline · l|L)ast updated /);
const OFFLINE_BANNER = "You're offline. You can read what was saved; changes that need a connection are paused.";

test('screens already visited open offline with their last data and its time; other changes say they need a connection; sign-out wipes the device', async ({
  page,
  context,
}) => {
  test.setTimeout(test.info().timeout * 2);
  await signIn(page, 'student', demo.student);
  await loadThroughServiceWorker(page);
  const nav = page.getByRole('navigation', { name: 'Student Portal' });
  const summary = page.getByRole('list', { name: 'Learning summary' });
  await expect(summary.getByRole('link', { name: /^Enrolled Courses \d+/ })).toBeVisible();
  const enrolled = await summary.getByRole('link', { name: /^Enrolled Courses/ }).textContent();
  // Live data carries no mark.
  await expect(lastUpdated(page)).toHaveCount(0);

  // The timetable and the attendance are visited once online, so their code and answers are kept.
  await nav.getByRole('link', { name: 'Live Classes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Live Classes' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your calendar link' })).toBeVisible();
  const classCount = page.getByText(/^\d+ live class(es)?$/);
  const classTitles = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
  await expect(classTitles.first()).toBeVisible();
  const classes = await classCount.textContent();
  const titles = await classTitles.allTextContents();
  await nav.getByRole('link', { name: 'Attendance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Attendance' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Attendance records, newest first' })).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
  await expect.poll(() => keptQueryCache(page)).toContain('GET /attendance/student');
  await expect.poll(() => keptQueryCache(page)).toContain('GET /dashboard/student');

  // Offline, a reload opens the dashboard with the figures it had and when they were fetched.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  await expect(summary.getByRole('link', { name: /^Enrolled Courses/ })).toHaveText(enrolled ?? '');
  await expect(lastUpdated(page)).toHaveText(LAST_UPDATED_OFFLINE);
  await expectAccessibleAtBothWidths(page, 'Student Dashboard offline');

  // So do the timetable and the attendance.
  await nav.getByRole('link', { name: 'Live Classes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Live Classes' })).toBeVisible();
  await expect(lastUpdated(page)).toHaveText(LAST_UPDATED_OFFLINE);
  await expect(classCount).toHaveText(classes ?? '');
  await expect(classTitles).toHaveText(titles);

  // A change that is not kept for later is not sent, and says why.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/')) posts.push(request.url());
  });
  await page.getByRole('button', { name: 'Reset link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: "You're offline — this needs a connection." })).toBeVisible();
  expect(posts).toEqual([]);

  await nav.getByRole('link', { name: 'Attendance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Attendance' })).toBeVisible();
  await expect(lastUpdated(page)).toHaveText(LAST_UPDATED_OFFLINE);
  await expect(page.getByRole('table', { name: 'Attendance records, newest first' })).toBeVisible();

  // A view never asked for has nothing kept: it says it needs a connection rather than spin.
  const course = page.getByRole('combobox', { name: 'Course' });
  await course.selectOption({ index: 1 });
  await expect(page.getByText("This needs a connection. It will load when you're back online.")).toBeVisible();
  await expect(page.getByRole('table', { name: 'Attendance records, newest first' })).toHaveCount(0);

  // Back online, it loads by itself, the screens refresh and the marks go.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 2, name: 'Attendance History' })).toBeVisible();
  await expect(page.getByText("This needs a connection. It will load when you're back online.")).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toHaveCount(0);
  await expect(lastUpdated(page)).toHaveCount(0);

  // Personal files and messages waiting to go are kept on the device too (lessons kept offline, the
  // messages queue); sign-out deletes them with the query cache, and leaves the app's own code.
  await page.evaluate(async () => {
    const lessons = await caches.open('tutorium-personal-lessons');
    await lessons.put('/offline-lessons/lesson-1', new Response('A lesson kept offline'));
    localStorage.setItem('tutorium.unsent-messages.demo', '[]');
  });
  expect((await deviceData(page)).databases).toContain('tutorium-personal');
  await signOut(page);
  await expect
    .poll(async () => {
      const held = await deviceData(page);
      return {
        databases: held.databases.filter((name) => name === 'tutorium-personal'),
        caches: held.caches.filter((name) => name.startsWith('tutorium-personal-')),
        keys: [...held.localStorage, ...held.sessionStorage].filter(
          (key) =>
            key === 'tutorium.token' ||
            key.startsWith('tutorium.unsent-messages.') ||
            key.startsWith('tutorium.personal.'),
        ),
      };
    })
    .toEqual({ databases: [], caches: [], keys: [] });
  expect((await deviceData(page)).caches).toContain('tutorium-assets');
});

test('a lesson marked complete offline is kept through a reload and sent once when the connection is back', async ({
  page,
  context,
}) => {
  test.setTimeout(test.info().timeout * 2);
  const tag = uniqueTag();
  const { teacher, course } = await teacherWithCourse(page.request, `Offline Teacher ${tag}`, {
    title: `Offline Reading ${tag}`,
  });
  for (const title of ['Reading without a signal', 'Coming back online']) {
    const response = await page.request.post(`/api/courses/${course.id}/lessons`, {
      headers: { Authorization: `Bearer ${teacher.token}` },
      data: { title, body: `${title}: the lesson's text.` },
    });
    expect(response.status()).toBe(201);
  }
  const student = await registerStudent(page.request, `Offline Student ${tag}`);
  await enrolStudent(page.request, student, course.id);

  await signIn(page, 'student', student.email, student.password);
  await loadThroughServiceWorker(page);
  await page.getByRole('navigation', { name: 'Student Portal' }).getByRole('link', { name: 'My Courses' }).click();
  await page.getByRole('link', { name: course.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  const lesson = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: /Reading without a signal/ }) });
  const markComplete = lesson.getByRole('button', { name: 'Mark complete: Reading without a signal' });
  await expect(markComplete).toBeVisible();

  const completions: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/api\/lessons\/[^/]+\/completion$/.test(request.url())) {
      completions.push(request.url());
    }
  });

  // Offline the lesson shows as done at once, waiting to be sent; the change is kept on the device.
  await context.setOffline(true);
  await markComplete.click();
  await expect(lesson.getByText('Completed', { exact: true })).toBeVisible();
  await expect(lesson.getByText('Waiting to send')).toBeVisible();
  await expect.poll(() => keptQueryCache(page)).toContain('"lesson-completion"');

  // A reload offline keeps both the change and its mark.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(lesson.getByText('Completed', { exact: true })).toBeVisible();
  await expect(lesson.getByText('Waiting to send')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Course page with a change waiting offline');
  expect(completions).toEqual([]);

  // Back online it is sent once, and the server has it.
  await context.setOffline(false);
  await expect.poll(() => completions.length).toBe(1);
  await expect(lesson.getByText('Waiting to send')).toHaveCount(0);
  const token = await apiToken(page.request, student, 'student');
  const lessons = await page.request.get(`/api/courses/${course.id}/lessons`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await lessons.json()) as { data: { title: string; completed?: boolean }[] };
  expect(data.map(({ title, completed }) => ({ title, completed }))).toEqual([
    { title: 'Reading without a signal', completed: true },
    { title: 'Coming back online', completed: false },
  ]);
  // Nothing sends it again: not the page's next reload, nor another return of the connection.
  await page.reload();
  await expect(lesson.getByText('Completed', { exact: true })).toBeVisible();
  await context.setOffline(true);
  await context.setOffline(false);
  await page.waitForTimeout(1500);
  expect(completions).toHaveLength(1);
});
