import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsEndpoints } from '@tutorium/contract/endpoints/analytics';
import { callEndpoint } from '../../../lib/endpoint-client';
import { analyticsFallbacks } from './analytics-fallbacks';
import { analyticsKeys, type PerformanceParams } from './analytics-keys';

export const PERFORMANCE_PAGE_SIZE = 20;

/** A page of every student in every course of the teacher's, searched and sorted by the server. */
export const performanceQuery = (params: PerformanceParams) =>
  queryOptions({
    queryKey: analyticsKeys.performance(params),
    queryFn: ({ signal }) =>
      callEndpoint(analyticsEndpoints.performance, {
        query: { ...params, pageSize: PERFORMANCE_PAGE_SIZE },
        fallbackMessage: analyticsFallbacks.performance,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePerformance = (params: PerformanceParams) => useQuery(performanceQuery(params));
