// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPersonalData } from './clear-personal-data';
import { PERSONAL_DATABASE, queryCacheStore } from './personal-database';

/*
 * Each test is a page load: the modules load afresh (their state is the page's) over the same
 * IndexedDB and Web Storage, which stand for the device.
 */
async function loadPage() {
  const { client, tokens, restoring } = await startPage();
  await restoring;
  return { client, tokens };
}

/** A page load up to the moment its screens mount, the restore begun and not awaited. */
async function startPage() {
  vi.resetModules();
  const persistence = await import('./persist-query-cache');
  const tokens = await import('../token-storage');
  const client = new QueryClient();
  const restoring = persistence.restoreQueryCache(client);
  return { client, tokens, restoring, screensWait: persistence.isRestoringQueryCache() };
}

const kept = () => get<string>('query-cache', queryCacheStore);
const databases = async () => (await indexedDB.databases()).map((database) => database.name);
/** Longer than the persister's throttle (1 s), so a write it would make has been made. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1300));

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  vi.stubGlobal('caches', { keys: async () => [], delete: async () => false });
  await clearPersonalData();
});
afterEach(() => vi.unstubAllGlobals());

describe('the query cache kept on the device', () => {
  it('keeps a remembered session’s answers and gives them back, with their time, on the next load', async () => {
    localStorage.setItem('tutorium.token', 'token-1');
    const first = await loadPage();
    first.client.setQueryData(['GET /dashboard/student', {}, ['dashboard']], { enrolledCourses: 3 });
    const fetchedAt = first.client.getQueryState(['GET /dashboard/student', {}, ['dashboard']])?.dataUpdatedAt;
    await vi.waitFor(async () => expect(await kept()).toContain('"enrolledCourses":3'), { timeout: 3000 });

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const second = await loadPage();
    expect(second.client.getQueryData(['GET /dashboard/student', {}, ['dashboard']])).toEqual({ enrolledCourses: 3 });
    expect(second.client.getQueryState(['GET /dashboard/student', {}, ['dashboard']])?.dataUpdatedAt).toBe(fetchedAt);

    // Online, a reload reads every answer afresh: a kept one could be from before a change.
    onLine.mockReturnValue(true);
    const third = await loadPage();
    expect(third.client.getQueryData(['GET /dashboard/student', {}, ['dashboard']])).toBeUndefined();
    onLine.mockRestore();
  });

  it('online, lets the screens read at once and gives back only the changes waiting to be sent', async () => {
    localStorage.setItem('tutorium.token', 'token-1');
    const first = await loadPage();
    first.client.setQueryData(['GET /dashboard/student', {}, ['dashboard']], { enrolledCourses: 3 });
    onlineManager.setOnline(false);
    const waiting = first.client
      .getMutationCache()
      .build(first.client, { mutationKey: ['lesson-completion'], mutationFn: async () => 'sent' })
      .execute(undefined);
    void waiting.catch(() => undefined);
    await vi.waitFor(async () => expect(await kept()).toContain('lesson-completion'), { timeout: 3000 });

    const second = await startPage();
    expect(second.screensWait).toBe(false);
    await second.restoring;
    expect(second.client.getQueryData(['GET /dashboard/student', {}, ['dashboard']])).toBeUndefined();
    expect(
      second.client
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.options.mutationKey),
    ).toEqual([['lesson-completion']]);
    onlineManager.setOnline(true);
  });

  it('never gives back a write already sent, though the copy was written before it went', async () => {
    localStorage.setItem('tutorium.token', 'token-1');
    const first = await loadPage();
    onlineManager.setOnline(false);
    const sending = vi.fn(async () => 'sent');
    const write = first.client
      .getMutationCache()
      .build(first.client, {
        mutationKey: ['lesson-completion', 'course-1'],
        mutationFn: sending,
        networkMode: 'online',
      })
      .execute({ lessonId: 'lesson-1', completed: true });
    await vi.waitFor(async () => expect(await kept()).toContain('lesson-completion'), { timeout: 3000 });
    // Back online the write goes, and the page reloads before the copy is written again.
    onlineManager.setOnline(true);
    await first.client.resumePausedMutations();
    await write;
    expect(sending).toHaveBeenCalledTimes(1);
    expect(await kept()).toContain('lesson-completion');

    const second = await loadPage();
    expect(second.client.getMutationCache().getAll()).toEqual([]);
  });

  it('offline, holds the screens until the kept answers are back', async () => {
    localStorage.setItem('tutorium.token', 'token-1');
    await loadPage();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const page = await startPage();
    expect(page.screensWait).toBe(true);
    await page.restoring;
    onLine.mockRestore();
  });

  it('lets a page with no session, or a session not remembered, read at once', async () => {
    expect((await startPage()).screensWait).toBe(false);
    sessionStorage.setItem('tutorium.token', 'token-1');
    expect((await startPage()).screensWait).toBe(false);
  });

  it('leaves nothing on the device for a session the user did not ask to remember', async () => {
    sessionStorage.setItem('tutorium.token', 'token-1');
    const page = await loadPage();
    page.client.setQueryData(['me'], { name: 'Student' });
    await settle();
    expect(await kept()).toBeUndefined();
  });

  it('leaves out a read that asks not to be kept', async () => {
    localStorage.setItem('tutorium.token', 'token-1');
    const page = await loadPage();
    page.client.setQueryData(['me'], { name: 'Student' });
    await page.client.prefetchQuery({
      queryKey: ['GET /quiz-attempts/:id'],
      queryFn: () => ({ clock: 1 }),
      meta: { keepOffline: false },
    });
    await vi.waitFor(async () => expect(await kept()).toContain('Student'), { timeout: 3000 });
    expect(await kept()).not.toContain('quiz-attempts');
  });

  it('wipes what a session left when a page loads with no session', async () => {
    await set('query-cache', '{"personal":true}', queryCacheStore);
    localStorage.setItem('tutorium.unsent-messages.user-1', '[]');
    await loadPage();
    expect(await databases()).not.toContain(PERSONAL_DATABASE);
    expect(localStorage.getItem('tutorium.unsent-messages.user-1')).toBeNull();
  });

  it('wipes it when the session ends while the page is open (expired, or signed out in another tab)', async () => {
    localStorage.setItem('tutorium.token', 'token-1');
    const page = await loadPage();
    page.client.setQueryData(['me'], { name: 'Student' });
    await vi.waitFor(async () => expect(await kept()).toContain('Student'), { timeout: 3000 });
    page.tokens.clearToken();
    await vi.waitFor(async () => expect(await databases()).not.toContain(PERSONAL_DATABASE));
    page.client.clear();
    await settle();
    expect(await databases()).not.toContain(PERSONAL_DATABASE);
  });
});
