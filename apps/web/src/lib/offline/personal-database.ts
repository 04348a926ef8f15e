import type { UseStore } from 'idb-keyval';

/**
 * The IndexedDB database that holds personal data on this device: the persisted TanStack Query cache
 * (every answer a visited screen showed, and the actions waiting to be sent). Sign-out deletes it
 * whole (clear-personal-data.ts).
 */
export const PERSONAL_DATABASE = 'tutorium-personal';
const QUERY_CACHE_STORE = 'query-cache';

let open: Promise<IDBDatabase> | undefined;

function openDatabase(): Promise<IDBDatabase> {
  open ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(PERSONAL_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(QUERY_CACHE_STORE);
    request.onsuccess = () => {
      const database = request.result;
      // A deletion (sign-out, here or in another tab) waits for every open connection to close:
      // this one gives way at once, and the next use opens the database again.
      database.onversionchange = () => {
        database.close();
        open = undefined;
      };
      database.onclose = () => {
        open = undefined;
      };
      resolve(database);
    };
    request.onerror = () => {
      open = undefined;
      reject(request.error);
    };
  });
  return open;
}

/**
 * The store idb-keyval reads and writes in. Not idb-keyval's own `createStore`: its connection stays
 * open for the page's life, so deleting the database at sign-out would wait until the tab closed.
 */
export const queryCacheStore: UseStore = (mode, callback) =>
  openDatabase().then((database) =>
    callback(database.transaction(QUERY_CACHE_STORE, mode).objectStore(QUERY_CACHE_STORE)),
  );

/** Closes this page's connection, so the database can be deleted now. */
export async function closePersonalDatabase(): Promise<void> {
  const pending = open;
  open = undefined;
  if (pending === undefined) return;
  await pending.then(
    (database) => database.close(),
    () => undefined,
  );
}
