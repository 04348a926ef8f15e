import { useQuery } from '@tanstack/react-query';
import { dashboardEndpoints } from '@tutorium/contract/endpoints/dashboard';
import { endpointQuery } from '../../../lib/endpoint-query';

const _profileStatsFallback = 'Failed to load your statistics';

/** The signed-in user's teaching or learning figures; asked afresh each time the profile opens. */
const profileStatsQuery = () =>
  endpointQuery(dashboardEndpoints.profileStats, {
    pick: ({ data }) => data,
    staleTime: 0,
  });

export const useProfileStats = () => useQuery(profileStatsQuery());
