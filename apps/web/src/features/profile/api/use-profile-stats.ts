import { useQuery } from '@tanstack/react-query';
import { profileStatsSchema } from '@tutorium/contract/dashboard';
import { apiClient } from '../../../lib/api-client';

export const profileStatsFallback = 'Failed to load your statistics';

/** The signed-in user's teaching or learning figures; asked afresh each time the profile opens. */
export function useProfileStats() {
  return useQuery({
    queryKey: ['profile-stats'],
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get('/users/profile/stats', {
        schema: profileStatsSchema,
        fallbackMessage: profileStatsFallback,
        signal,
      });
      return data;
    },
    staleTime: 0,
  });
}
