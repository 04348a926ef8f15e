import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { liveClassListSchema } from '@tutorium/contract/live-classes';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { liveClassFallbacks } from './live-class-fallbacks';
import { type LiveClassListQuery, liveClassKeys } from './live-class-keys';

const LIST_REFRESH_MS = 60_000;

/** The classes the signed-in user may see (a teacher's own courses', a student's enrolled courses'), soonest first. */
export function useLiveClasses(query: LiveClassListQuery) {
  return useQuery({
    queryKey: liveClassKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.get(`/live-classes?${toSearchParams(query)}`, {
        schema: liveClassListSchema,
        fallbackMessage: liveClassFallbacks.fetchList,
        signal,
      }),
    placeholderData: keepPreviousData,
    // Time-sensitive: every visit asks again, and an open screen follows new joins (the participant counts).
    staleTime: 0,
    refetchInterval: LIST_REFRESH_MS,
  });
}
