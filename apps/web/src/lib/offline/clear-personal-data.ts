import { closePersonalDatabase, PERSONAL_DATABASE } from './personal-database';

/** Cache Storage caches holding personal data (a lesson kept for reading offline and its files). */
const PERSONAL_CACHE_PREFIX = 'tutorium-personal-';

/**
 * Web Storage keys holding personal data: anything under `tutorium.personal.`, the messages written
 * offline and not yet sent (one queue per account), and what an invoice had paid before a checkout.
 * The token has its own clearing (token-storage.ts) and the chosen language is not personal.
 */
const PERSONAL_KEY_PREFIXES = ['tutorium.personal.', 'tutorium.unsent-messages.', 'tutorium.checkout.'] as const;

function removePersonalKeys(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) {
    if (key !== null && PERSONAL_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
  }
}

async function deletePersonalDatabase(): Promise<void> {
  await closePersonalDatabase();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(PERSONAL_DATABASE);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
    // Another tab's connection gives way on its own (personal-database.ts); the deletion then goes on.
    request.onblocked = () => undefined;
  });
}

async function deletePersonalCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PERSONAL_CACHE_PREFIX)).map((name) => caches.delete(name)));
}

/**
 * Deletes every personal answer and file this device keeps: the persisted query cache (the IndexedDB
 * database `tutorium-personal`), the Cache Storage caches named `tutorium-personal-*`, and the
 * personal Web Storage keys. Run when a session ends (sign-out, here or in another tab, or expiry)
 * and when a page loads with no session. Each part is cleared even if another fails; a part the
 * browser lacks (no Cache Storage outside a secure context) has nothing to clear.
 */
export async function clearPersonalData(): Promise<void> {
  await Promise.allSettled([
    Promise.resolve().then(() => {
      removePersonalKeys(localStorage);
      removePersonalKeys(sessionStorage);
    }),
    typeof indexedDB === 'undefined' ? Promise.resolve() : deletePersonalDatabase(),
    typeof caches === 'undefined' ? Promise.resolve() : deletePersonalCaches(),
  ]);
}
