import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardEndpoints } from '@tutorium/contract/endpoints/dashboard';
import { callEndpoint } from '../../../lib/endpoint-client';

export const profileStatsFallback = 'Failed to load your statistics';

/** The signed-in user's teaching or learning figures; asked afresh each time the profile opens. */
export const profileStatsQuery = () =>
  queryOptions({
    queryKey: ['profile-stats'],
    queryFn: async ({ signal }) => {
      const { data } = await callEndpoint(dashboardEndpoints.profileStats, {
        fallbackMessage: profileStatsFallback,
        signal,
      });
      return data;
    },
    staleTime: 0,
  });

export const useProfileStats = () => useQuery(profileStatsQuery());
