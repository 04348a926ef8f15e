import type { Lesson } from '@tutorium/contract/lessons';

/*
 * Lessons a student keeps to read offline, and their attached files, in one Cache Storage cache.
 * Everything lives in that cache (no IndexedDB, no localStorage): its name starts with
 * `tutorium-personal-`, so signing out deletes it with every other personal cache
 * (lib/offline/clear-personal-data.ts). A lesson's record is written after its files, so a record
 * always has its files; a lesson being saved when the page closes leaves only files nothing lists,
 * which the next save or removal of that lesson replaces.
 */

export const OFFLINE_LESSONS_CACHE = 'tutorium-personal-lessons';

/** At most this much for all kept lessons together, however much the browser would give. */
const OFFLINE_LESSONS_LIMIT_BYTES = 50 * 1024 * 1024;

/** Cache keys are addresses; these are never fetched, only matched. */
const KEY_BASE = '/offline-lessons/';
const lessonKey = (lessonId: string) => `${KEY_BASE}${encodeURIComponent(lessonId)}`;
const fileKey = (lessonId: string, fileId: string) => `${lessonKey(lessonId)}/files/${encodeURIComponent(fileId)}`;

interface SavedFile {
  id: string;
  title: string;
  type: string;
  fileName: string;
  /** Bytes as stored. */
  size: number;
}

export interface SavedLesson {
  lessonId: string;
  courseId: string;
  courseTitle: string;
  /** The lesson's place in its course (1 is the first). */
  number: number;
  title: string;
  body: string;
  videoUrl: string;
  /** When it was kept, ISO 8601. */
  savedAt: string;
  files: SavedFile[];
  /** Text and files together, in bytes. */
  size: number;
}

/** What the kept lessons take and how much they may take (the smaller of our limit and the browser's room). */
export interface OfflineRoom {
  used: number;
  limit: number;
}

/** Saving would take the kept lessons past the limit. */
export class OfflineLimitError extends Error {
  constructor(
    readonly needed: number,
    readonly room: OfflineRoom,
  ) {
    super('Not enough room to keep this lesson offline');
    this.name = 'OfflineLimitError';
  }
}

/** A file could not be fetched while saving. */
export class OfflineFileError extends Error {
  constructor(readonly fileTitle: string) {
    super(`Could not download ${fileTitle}`);
    this.name = 'OfflineFileError';
  }
}

/** Cache Storage exists only in secure contexts (HTTPS, localhost) of browsers that have it. */
export const canKeepOffline = (): boolean => typeof caches !== 'undefined';

const encoder = new TextEncoder();
const textBytes = (lesson: Pick<SavedLesson, 'title' | 'body' | 'courseTitle'>): number =>
  encoder.encode(lesson.title + lesson.body + lesson.courseTitle).length;

/** What keeping `lesson` offline will take, in bytes: its text and the files' sizes the API gives. */
export const lessonSizeEstimate = (lesson: Lesson, courseTitle: string): number =>
  textBytes({ title: lesson.title, body: lesson.body, courseTitle }) +
  lesson.resources.reduce((sum, resource) => sum + resource.fileSize, 0);

const isSavedLesson = (value: unknown): value is SavedLesson =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SavedLesson).lessonId === 'string' &&
  Array.isArray((value as SavedLesson).files);

/** Every kept lesson, by course title and then in the course's order. */
export async function listSavedLessons(): Promise<SavedLesson[]> {
  if (!canKeepOffline()) return [];
  const cache = await caches.open(OFFLINE_LESSONS_CACHE);
  const records = (await cache.keys()).filter((request) => !new URL(request.url).pathname.includes('/files/'));
  const lessons = await Promise.all(
    records.map(async (request) => {
      const answer = await cache.match(request);
      const value: unknown = answer ? await answer.json() : null;
      return isSavedLesson(value) ? value : null;
    }),
  );
  return lessons
    .filter((lesson) => lesson !== null)
    .sort((a, b) => a.courseTitle.localeCompare(b.courseTitle) || a.number - b.number);
}

/** How much the kept lessons take, and the most they may take on this device. */
export async function offlineRoom(lessons: readonly SavedLesson[]): Promise<OfflineRoom> {
  const used = lessons.reduce((sum, lesson) => sum + lesson.size, 0);
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  const browserRoom =
    estimate?.quota === undefined ? Number.POSITIVE_INFINITY : used + estimate.quota - (estimate.usage ?? 0);
  return { used, limit: Math.max(used, Math.min(OFFLINE_LESSONS_LIMIT_BYTES, browserRoom)) };
}

/** A kept file, as the server sent it (type and name), or null when it is not kept. */
export async function readSavedFile(lessonId: string, fileId: string): Promise<Blob | null> {
  if (!canKeepOffline()) return null;
  const cache = await caches.open(OFFLINE_LESSONS_CACHE);
  const answer = await cache.match(fileKey(lessonId, fileId));
  return answer ? answer.blob() : null;
}

async function deleteLessonEntries(cache: Cache, lessonId: string): Promise<void> {
  const prefix = `${lessonKey(lessonId)}/`;
  const ownKeys = (await cache.keys()).filter((request) => {
    const path = new URL(request.url).pathname;
    return path === lessonKey(lessonId) || path.startsWith(prefix);
  });
  await Promise.all(ownKeys.map((request) => cache.delete(request)));
}

/**
 * Keeps a lesson offline: its text and every attached file (fetched as the lesson's download links
 * are, so it counts as a download). Refuses with OfflineLimitError when it would not fit, before
 * fetching anything; a file that cannot be fetched undoes what was stored and throws OfflineFileError.
 */
export async function saveLesson(lesson: Lesson, course: { id: string; title: string }, number: number) {
  const cache = await caches.open(OFFLINE_LESSONS_CACHE);
  const others = (await listSavedLessons()).filter((saved) => saved.lessonId !== lesson.id);
  const room = await offlineRoom(others);
  const needed = lessonSizeEstimate(lesson, course.title);
  if (room.used + needed > room.limit) throw new OfflineLimitError(needed, room);

  await deleteLessonEntries(cache, lesson.id);
  const files: SavedFile[] = [];
  try {
    for (const resource of lesson.resources) {
      const answer = await fetch(resource.downloadUrl).catch(() => null);
      if (!answer?.ok) throw new OfflineFileError(resource.title);
      const blob = await answer.blob();
      await cache.put(
        fileKey(lesson.id, resource.id),
        new Response(blob, { headers: { 'Content-Type': blob.type || 'application/octet-stream' } }),
      );
      files.push({
        id: resource.id,
        title: resource.title,
        type: resource.type,
        fileName: resource.fileName,
        size: blob.size,
      });
    }
  } catch (error) {
    await deleteLessonEntries(cache, lesson.id);
    throw error;
  }
  const text = { title: lesson.title, body: lesson.body, courseTitle: course.title };
  const saved: SavedLesson = {
    lessonId: lesson.id,
    courseId: course.id,
    courseTitle: course.title,
    number,
    title: lesson.title,
    body: lesson.body,
    videoUrl: lesson.videoUrl,
    savedAt: new Date().toISOString(),
    files,
    size: textBytes(text) + files.reduce((sum, file) => sum + file.size, 0),
  };
  await cache.put(
    lessonKey(lesson.id),
    new Response(JSON.stringify(saved), { headers: { 'Content-Type': 'application/json' } }),
  );
  return saved;
}

/** Forgets one kept lesson and its files. */
export async function removeSavedLesson(lessonId: string): Promise<void> {
  if (!canKeepOffline()) return;
  await deleteLessonEntries(await caches.open(OFFLINE_LESSONS_CACHE), lessonId);
}

/** Forgets every kept lesson. */
export async function removeAllSavedLessons(): Promise<void> {
  if (!canKeepOffline()) return;
  await caches.delete(OFFLINE_LESSONS_CACHE);
}
