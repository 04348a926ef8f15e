import { useQuery } from '@tanstack/react-query';
import { progressEndpoints } from '@tutorium/contract/endpoints/progress';
import { endpointQuery } from '../../../lib/endpoint-query';

const _progressFallback = 'Failed to load your progress';

/**
 * The signed-in student's progress, grades and achievements. Lessons are completed on other
 * screens, so the page asks afresh every time it opens.
 */
const myProgressQuery = () =>
  endpointQuery(progressEndpoints.mine, {
    pick: ({ data }) => data,
    staleTime: 0,
  });

export const useMyProgress = () => useQuery(myProgressQuery());
