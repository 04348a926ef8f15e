// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPersonalData } from './clear-personal-data';
import { PERSONAL_DATABASE, queryCacheStore } from './personal-database';

/** Cache Storage, which jsdom lacks: its names are all that clearing reads and deletes. */
function fakeCaches(names: string[]) {
  const kept = new Set(names);
  return {
    kept,
    keys: async () => [...kept],
    delete: async (name: string) => kept.delete(name),
  };
}

const databases = async () => (await indexedDB.databases()).map((database) => database.name);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('clearing personal data', () => {
  it('deletes the kept query cache, the personal caches and keys, and nothing else', async () => {
    // The connection a page keeps open to the database does not hold up its deletion.
    await set('query-cache', '{"answers":"personal"}', queryCacheStore);
    expect(await get('query-cache', queryCacheStore)).toContain('personal');
    const caches = fakeCaches(['tutorium-personal-lessons', 'tutorium-assets', 'workbox-precache-v2']);
    vi.stubGlobal('caches', caches);
    localStorage.setItem('tutorium.unsent-messages.user-1', '[{"body":"hello"}]');
    localStorage.setItem('tutorium.personal.anything', 'x');
    localStorage.setItem('tutorium.language', 'hi');
    sessionStorage.setItem('tutorium.checkout.invoice-1', '5000');

    await clearPersonalData();

    expect(await databases()).not.toContain(PERSONAL_DATABASE);
    expect([...caches.kept]).toEqual(['tutorium-assets', 'workbox-precache-v2']);
    expect(Object.keys(localStorage)).toEqual(['tutorium.language']);
    expect(sessionStorage.length).toBe(0);
  });

  it('opens the database again for the next session', async () => {
    vi.stubGlobal('caches', fakeCaches([]));
    await set('query-cache', 'first', queryCacheStore);
    await clearPersonalData();
    expect(await get('query-cache', queryCacheStore)).toBeUndefined();
    await set('query-cache', 'second', queryCacheStore);
    expect(await get('query-cache', queryCacheStore)).toBe('second');
  });
});
