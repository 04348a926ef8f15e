import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { performanceResponseSchema } from '@tutorium/contract/analytics';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { analyticsFallbacks } from './analytics-fallbacks';
import { analyticsKeys, type PerformanceParams } from './analytics-keys';

export const PERFORMANCE_PAGE_SIZE = 20;

/** A page of every student in every course of the teacher's, searched and sorted by the server. */
export function usePerformance(params: PerformanceParams) {
  return useQuery({
    queryKey: analyticsKeys.performance(params),
    queryFn: ({ signal }) =>
      apiClient.get(`/analytics/performance?${toSearchParams({ ...params, pageSize: PERFORMANCE_PAGE_SIZE })}`, {
        schema: performanceResponseSchema,
        fallbackMessage: analyticsFallbacks.performance,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
