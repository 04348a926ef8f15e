import { useQuery } from '@tanstack/react-query';
import { liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { endpointQuery } from '../../../lib/endpoint-query';
import type { LiveClassListQuery } from './live-class-params';

const LIST_REFRESH_MS = 60_000;

/** The classes the signed-in user may see (a teacher's own courses', a student's enrolled courses'), soonest first. */
const liveClassesQuery = (query: LiveClassListQuery) =>
  endpointQuery(liveClassEndpoints.list, {
    input: { query },
    keepPrevious: true,
    // Time-sensitive: every visit asks again, and an open screen follows new joins (the participant counts).
    staleTime: 0,
    refetchInterval: LIST_REFRESH_MS,
  });

export const useLiveClasses = (query: LiveClassListQuery) => useQuery(liveClassesQuery(query));
