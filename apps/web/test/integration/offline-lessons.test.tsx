import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { Lesson } from '@tutorium/contract/lessons';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../api/src/db/schema';
import { createCourseWithStudents } from '../../../api/test/helpers/courses';
import { createSignedInUser, json, send, type TestUser } from '../../../api/test/helpers/test-app';
import { OFFLINE_LESSONS_CACHE, saveLesson } from '../../src/features/learning/api/offline-lessons';
import { formatFileSize } from '../../src/lib/format';
import { withRealApi } from './real-api';

const api = withRealApi();

/*
 * jsdom has no Cache Storage: this is the part of it the lessons' store uses (open, put, match,
 * keys, delete), keeping answers in memory under their absolute address as a browser does. The
 * browser's own is exercised by e2e/tests/offline-lessons.spec.ts.
 */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  private address = (request: RequestInfo | URL) =>
    new URL(typeof request === 'string' || request instanceof URL ? request : request.url, document.baseURI).href;
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(this.address(request), response);
  }
  async match(request: RequestInfo | URL) {
    return this.entries.get(this.address(request))?.clone();
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(this.address(request));
  }
}

const cacheStorage = new Map<string, MemoryCache>();
const memoryCaches = {
  async open(name: string) {
    const cache = cacheStorage.get(name) ?? new MemoryCache();
    cacheStorage.set(name, cache);
    return cache;
  },
  async delete(name: string) {
    return cacheStorage.delete(name);
  },
};

// jsdom cannot make blob: addresses; in the browser a kept file opens from one.
URL.createObjectURL = () => 'blob:kept-file';
URL.revokeObjectURL = () => undefined;

beforeEach(() => {
  vi.stubGlobal('caches', memoryCaches);
});
afterEach(() => {
  cacheStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'storage');
  onlineManager.setOnline(true);
});

const keptKeys = () =>
  [...(cacheStorage.get(OFFLINE_LESSONS_CACHE)?.entries.keys() ?? [])].map((url) => new URL(url).pathname);

const worksheet = Buffer.from('High water 06:10, low water 12:25.\n'.repeat(100));

/** A course with one lesson carrying a text, a video link and a library file stored as an upload is. */
async function tideCourse(student: TestUser) {
  const teacher = await createSignedInUser(api.t, 'teacher');
  const course = await createCourseWithStudents(api.t, teacher, [student], { title: 'Marine Biology', price: 0 });
  const storedName = `${crypto.randomUUID()}.pdf`;
  await mkdir(path.join(api.t.config.dataDir, 'resources'), { recursive: true });
  await writeFile(path.join(api.t.config.dataDir, 'resources', storedName), worksheet);
  const [resource] = await api.t.db
    .insert(resources)
    .values({
      title: 'Tide Tables',
      description: 'This week’s tides',
      type: 'pdf',
      category: 'Science',
      fileName: 'tide-tables.pdf',
      storedName,
      mimeType: 'application/pdf',
      sizeBytes: worksheet.length,
      uploadedBy: teacher.id,
    })
    .returning({ id: resources.id });
  const resourceId = resource?.id ?? '';
  const created = await send(api.t, 'POST', `/api/courses/${course.id}/lessons`, {
    as: teacher,
    payload: {
      title: 'Tides',
      body: '## High and low water\n\nThe moon pulls the sea.',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      resourceIds: [resourceId],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const lesson = json<{ data: Lesson }>(created).data;
  const downloads = async () =>
    (await api.t.db.select({ count: resources.downloadCount }).from(resources).where(eq(resources.id, resourceId)))[0]
      ?.count;
  return { course, lesson, downloads };
}

const expectedSize = (lesson: Lesson) =>
  new TextEncoder().encode(`${lesson.title}${lesson.body}Marine Biology`).length + worksheet.length;

describe('lessons kept offline against the real API', () => {
  it('keeps a lesson and its file after showing their size, lists it, opens it from the cache and removes it', async () => {
    const student = await api.signIn('student');
    const { course, lesson, downloads } = await tideCourse(student);
    const { user } = api.renderAt(`/student/courses/${course.id}`);

    const toggle = await screen.findByRole('button', { name: 'Keep offline: Tides' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Keep "Tides" offline?' });
    expect(dialog.textContent).toContain(`take about ${formatFileSize(expectedSize(lesson))} on this device`);
    expect(dialog.textContent).toContain('Your offline lessons use 0 bytes of 50 MB.');
    expect(dialog.textContent).toContain('The video is not kept: it needs a connection.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep offline' }));

    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getAllByText(`Saved offline · ${formatFileSize(expectedSize(lesson))}`).length).toBeGreaterThan(0);
    expect(keptKeys().sort()).toEqual(
      [`/offline-lessons/${lesson.id}`, `/offline-lessons/${lesson.id}/files/${lesson.resources[0]?.id}`].sort(),
    );
    const cache = cacheStorage.get(OFFLINE_LESSONS_CACHE);
    const file = await cache?.match(`/offline-lessons/${lesson.id}/files/${lesson.resources[0]?.id}`);
    expect(Buffer.from(await (file as Response).arrayBuffer()).equals(worksheet)).toBe(true);
    // Keeping it fetched the file as its download link does, so it counts as one download.
    expect(await downloads()).toBe(1);

    await user.click(screen.getAllByRole('link', { name: 'Offline lessons' })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Offline lessons' })).toBeTruthy();
    const group = await screen.findByRole('region', { name: 'Marine Biology' });
    expect(screen.getByText(`${formatFileSize(expectedSize(lesson))} used of 50 MB`)).toBeTruthy();
    await user.click(within(group).getByRole('button', { name: /^Lesson 1 ?Tides/ }));
    expect(await within(group).findByRole('heading', { name: 'High and low water' })).toBeTruthy();
    expect(within(group).getByText('This lesson has a video: the video needs a connection.')).toBeTruthy();
    const link = await within(group).findByRole('link', { name: /^Open ?Tide Tables/ });
    expect(link.getAttribute('download')).toBe('tide-tables.pdf');
    expect(link.getAttribute('href')).toBe('blob:kept-file');

    await user.click(within(group).getByRole('button', { name: 'Remove from offline lessons: Tides' }));
    expect(await screen.findByText('No offline lessons yet')).toBeTruthy();
    expect(keptKeys()).toEqual([]);
  });

  it('refuses plainly a lesson that would not fit, keeping and fetching nothing', async () => {
    Object.defineProperty(navigator, 'storage', {
      value: { estimate: async () => ({ quota: 1000, usage: 0 }) },
      configurable: true,
    });
    const student = await api.signIn('student');
    const { course, lesson, downloads } = await tideCourse(student);
    const { user } = api.renderAt(`/student/courses/${course.id}`);

    await user.click(await screen.findByRole('button', { name: 'Keep offline: Tides' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe(
      `This lesson needs ${formatFileSize(expectedSize(lesson))}, but only 1,000 bytes of your 1,000 bytes for offline lessons is free. Remove some offline lessons first.`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(keptKeys()).toEqual([]);
    expect(await downloads()).toBe(0);
  });

  it('opens a kept lesson on its course page when the course cannot be loaded offline', async () => {
    const student = await api.signIn('student');
    const { course, lesson } = await tideCourse(student);
    await saveLesson(lesson, { id: course.id, title: course.title }, 1);
    // The browser says it is offline, and the app's queries wait for the connection as they do then.
    const { user, router } = api.renderAt('/student/offline-lessons');
    expect(await screen.findByRole('region', { name: 'Marine Biology' })).toBeTruthy();
    // The connection goes: the browser says so, and the app's queries wait for it as they do then.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    await router.navigate(`/student/courses/${course.id}`);

    const kept = await screen.findByRole('region', { name: 'Lessons kept on this device' });
    expect(within(kept).getByText(/Offline · last updated/)).toBeTruthy();
    await user.click(within(kept).getByRole('button', { name: /^Lesson 1 ?Tides/ }));
    expect(await within(kept).findByRole('heading', { name: 'High and low water' })).toBeTruthy();
    expect(
      within(kept)
        .getByRole('link', { name: /^Open ?Tide Tables/ })
        .getAttribute('download'),
    ).toBe('tide-tables.pdf');
  });
});
