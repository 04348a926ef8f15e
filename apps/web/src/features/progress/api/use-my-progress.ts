import { useQuery } from '@tanstack/react-query';
import { myProgressSchema } from '@tutorium/contract/progress';
import { apiClient } from '../../../lib/api-client';

export const progressFallback = 'Failed to load your progress';

/**
 * The signed-in student's progress, grades and achievements. Lessons are completed on other
 * screens, so the page asks afresh every time it opens.
 */
export function useMyProgress() {
  return useQuery({
    queryKey: ['progress', 'me'],
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get('/progress/me', {
        schema: myProgressSchema,
        fallbackMessage: progressFallback,
        signal,
      });
      return data;
    },
    staleTime: 0,
  });
}
