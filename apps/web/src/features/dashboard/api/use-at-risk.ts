import { useQuery } from '@tanstack/react-query';
import { analyticsEndpoints } from '@tutorium/contract/endpoints/analytics';
import { endpointQuery } from '../../../lib/endpoint-query';

/** Marking attendance elsewhere (another tab, a colleague) shows up within this long. */
const REFRESH_MS = 60_000;

/** A page of the teacher's at-risk students, kept live while the screen is open. */
const atRiskQuery = (page: number, pageSize: number) =>
  endpointQuery(analyticsEndpoints.atRisk, {
    input: { query: { page, pageSize } },
    keepPrevious: true,
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  });

export const useAtRisk = (page: number, pageSize: number) => useQuery(atRiskQuery(page, pageSize));
