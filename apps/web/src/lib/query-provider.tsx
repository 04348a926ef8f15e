import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/*
 * TanStack Query, provided where the app reads the API through it. This module loads with the
 * first screen that needs it rather than in the entry chunk, keeping the library off the landing
 * page's critical path (docs/performance.md). Every provider shares the one client, so nesting
 * them or mounting several loses no cached answer.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
