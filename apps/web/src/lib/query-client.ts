import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { KEPT_FOR_MS } from './offline/persist-query-cache';
import { registerQueuedWrites } from './offline/queued-writes';
import { isOnline } from './offline/use-online';

const MAX_RETRIES = 2;

// TanStack assumes a connection until an `offline` event: a page opened offline would try every read
// and show its failure. Starting from the browser's word, the reads wait (paused) instead, showing
// what the kept cache restored.
onlineManager.setOnline(isOnline());

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Kept in memory as long as on the device, so every screen visited stays in the saved copy.
      gcTime: KEPT_FOR_MS,
      // A 4xx answer will not change on a retry; network and server failures might.
      retry: (failureCount, error) =>
        failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    // A change is tried at once, online or not: offline it fails saying it needs a connection, rather
    // than waiting to be sent when the user may no longer want it. The writes safe to replay wait
    // instead (networkMode 'online' in queued-writes.ts).
    mutations: { retry: false, networkMode: 'always' },
  },
});

registerQueuedWrites(queryClient);
