import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { atRiskResponseSchema } from '@tutorium/contract/at-risk';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { dashboardFallbacks } from './dashboard-fallbacks';
import { dashboardKeys } from './dashboard-keys';

/** Marking attendance elsewhere (another tab, a colleague) shows up within this long. */
const REFRESH_MS = 60_000;

/** A page of the teacher's at-risk students, kept live while the screen is open. */
export function useAtRisk(page: number, pageSize: number) {
  return useQuery({
    queryKey: dashboardKeys.atRisk(page, pageSize),
    queryFn: ({ signal }) =>
      apiClient.get(`/analytics/at-risk?${toSearchParams({ page, pageSize })}`, {
        schema: atRiskResponseSchema,
        fallbackMessage: dashboardFallbacks.atRisk,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  });
}
