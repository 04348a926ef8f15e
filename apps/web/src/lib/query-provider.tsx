import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useSyncExternalStore } from 'react';
import { isRestoringQueryCache, restoreQueryCache, subscribeToRestore } from './offline/persist-query-cache';
import { queryClient } from './query-client';

/*
 * TanStack Query, provided where the app reads the API through it. This module loads with the
 * first screen that needs it rather than in the entry chunk, keeping the library off the landing
 * page's critical path (docs/performance.md). Every provider shares the one client, so nesting
 * them or mounting several loses no cached answer.
 *
 * The answers kept on this device (lib/offline/persist-query-cache.ts) are restored as this module
 * loads, before the first screen is drawn; until the screens may read (at once online, signed out or
 * in a session not remembered), queries wait in TanStack's "restoring" state rather than fetch what
 * the copy has. So a screen is drawn once, not drawn waiting and then again.
 */
void restoreQueryCache(queryClient);

export function QueryProvider({ children }: { children: ReactNode }) {
  const restoring = useSyncExternalStore(subscribeToRestore, isRestoringQueryCache, isRestoringQueryCache);
  return (
    <QueryClientProvider client={queryClient}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
