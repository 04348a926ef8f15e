import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { BUILD_ID } from '../build-id';
import { getToken, isTokenRemembered, subscribeToToken } from '../token-storage';
import { clearPersonalData } from './clear-personal-data';
import { queryCacheStore } from './personal-database';
import { isQueuedWrite } from './queued-writes';
import { isOnline } from './use-online';

/*
 * The query cache kept on this device, so the screens already visited open offline with their last
 * answers, and actions waiting for the connection survive a reload (docs/privacy.md, "On this device").
 *
 * TanStack's own persister (@tanstack/react-query-persist-client with the async storage persister)
 * writes what `dehydrate` gives, paused mutations included, and restores it with `hydrate`: the same
 * two functions TanStack Query's server rendering uses, so what survives a reload is exactly what the
 * cache holds. The storage is IndexedDB through idb-keyval: it is asynchronous (localStorage would
 * block the page on every write), holds far more, and lives in the one database sign-out deletes.
 */

/** A copy older than this is thrown away unread. The cache keeps answers in memory as long (query-client.ts). */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Only a session the user asked to remember ("Remember me": the token in localStorage) leaves answers
 * on the device; one that ends with the browser session keeps them in memory only. Checked at every
 * write, so a write queued before sign-out never lands after it.
 */
const mayKeep = (): boolean => getToken() !== null && isTokenRemembered();

const persister = createAsyncStoragePersister({
  // No IndexedDB (an old browser, the tests' jsdom): nothing is kept.
  storage:
    typeof indexedDB === 'undefined'
      ? undefined
      : {
          getItem: (key) => (mayKeep() ? get<string>(key, queryCacheStore) : null),
          setItem: (key, value: string) => (mayKeep() ? set(key, value, queryCacheStore) : undefined),
          removeItem: (key) => del(key, queryCacheStore),
        },
  key: 'query-cache',
});

/**
 * What is kept: every answer a screen showed, but for reads whose `meta` says `keepOffline: false`
 * (a test attempt, whose countdown runs from the moment it was fetched in this page). Paused mutations
 * are kept by TanStack's default.
 */
const shouldDehydrateQuery = (query: Query): boolean =>
  query.state.status === 'success' && query.meta?.keepOffline !== false;

/**
 * The queued writes already sent, by what identifies each (its key, when it was first tried and what it
 * sends), for as long as a copy is kept. The persister writes up to a second after a change, so a
 * reload just after a write went out can find it in the copy still waiting: it is dropped there, never
 * sent again. Under `tutorium.personal.`, so sign-out wipes it with the rest (clear-personal-data.ts).
 */
const SENT_WRITES_KEY = 'tutorium.personal.sent-writes';

interface WriteIdentity {
  mutationKey?: readonly unknown[];
  state: { submittedAt: number; variables: unknown };
}

const identityOf = ({ mutationKey, state }: WriteIdentity): string =>
  JSON.stringify([mutationKey, state.submittedAt, state.variables]);

/** The writes sent within the time a copy is kept, by identity, with when each was first tried. */
function sentWrites(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SENT_WRITES_KEY) ?? '[]');
    const entries = Array.isArray(stored) ? (stored as [string, number][]) : [];
    return new Map(entries.filter(([, at]) => Date.now() - at <= KEPT_FOR_MS));
  } catch {
    return new Map();
  }
}

function rememberSent(write: WriteIdentity): void {
  const sent = sentWrites();
  sent.set(identityOf(write), write.state.submittedAt);
  localStorage.setItem(SENT_WRITES_KEY, JSON.stringify([...sent]));
}

let restoring: Promise<void> | undefined;
let restored = false;
const listeners = new Set<() => void>();

/** Lets the queries waiting for the restore go (once). */
function markRestored(): void {
  if (restored) return;
  restored = true;
  for (const listener of listeners) listener();
}

/**
 * Puts the kept copy back into `queryClient`: everything when offline; online, only the changes still
 * waiting to be sent, as a page opened online reads every answer afresh like a reload always did (a
 * kept answer, written up to a second late, could show a change undone, and forms fill from their
 * first answer). A copy from another build or older than `KEPT_FOR_MS` is thrown away unread.
 */
async function restoreKept(queryClient: QueryClient): Promise<void> {
  // A copy that cannot be read (storage refused, a broken write) is as good as none.
  const kept = await Promise.resolve(persister.restoreClient()).catch(() => undefined);
  if (kept === undefined) return;
  if (kept.buster !== BUILD_ID || Date.now() - kept.timestamp > KEPT_FOR_MS) {
    await persister.removeClient();
    return;
  }
  const sent = sentWrites();
  const mutations = kept.clientState.mutations.filter((mutation) => !sent.has(identityOf(mutation)));
  hydrate(queryClient, { mutations, queries: isOnline() ? [] : kept.clientState.queries });
}

async function restore(queryClient: QueryClient): Promise<void> {
  if (getToken() === null) {
    // Nothing is read from the device without a session, so the page goes on at once while whatever a
    // session left (signed out or expired in another tab, or in a past visit) is wiped.
    markRestored();
    await clearPersonalData();
  } else {
    // Online the copy holds nothing a screen shows (see restoreKept), and a session not remembered
    // keeps none: the screens' reads need not wait for it.
    if (isOnline() || !mayKeep()) markRestored();
    if (mayKeep()) await restoreKept(queryClient);
  }
  persistQueryClientSubscribe({ queryClient, persister, buster: BUILD_ID, dehydrateOptions: { shouldDehydrateQuery } });
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !mayKeep()) return;
    const { options, state } = event.mutation;
    if (isQueuedWrite(options.mutationKey)) rememberSent({ mutationKey: options.mutationKey, state });
  });
  // A session ending in this page by itself (expiry) or in another tab (sign-out) wipes too;
  // signing out here does it in endSession.
  subscribeToToken(() => {
    if (getToken() === null) void clearPersonalData();
  });
  // Actions taken offline in an earlier visit go now, or as soon as the connection is back.
  void queryClient.resumePausedMutations();
}

/**
 * Restores the kept cache into `queryClient` once per page and keeps saving it. Until the screens may
 * read (at once online or without a session, after the restore offline), queries wait (TanStack's
 * "restoring" state), so nothing is fetched that the copy already has.
 */
export function restoreQueryCache(queryClient: QueryClient): Promise<void> {
  restoring ??= restore(queryClient).finally(markRestored);
  return restoring;
}

/** Whether the kept cache is still being restored: true until `restoreQueryCache` has finished. */
export function isRestoringQueryCache(): boolean {
  return !restored;
}

export function subscribeToRestore(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
