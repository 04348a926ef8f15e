import { queryOptions, useQuery } from '@tanstack/react-query';
import { progressEndpoints } from '@tutorium/contract/endpoints/progress';
import { callEndpoint } from '../../../lib/endpoint-client';

export const progressFallback = 'Failed to load your progress';

/**
 * The signed-in student's progress, grades and achievements. Lessons are completed on other
 * screens, so the page asks afresh every time it opens.
 */
export const myProgressQuery = () =>
  queryOptions({
    queryKey: ['progress', 'me'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await callEndpoint(progressEndpoints.mine, { fallbackMessage: progressFallback, signal });
      return data;
    },
    staleTime: 0,
  });

export const useMyProgress = () => useQuery(myProgressQuery());
