import { useQuery } from '@tanstack/react-query';
import { analyticsEndpoints } from '@tutorium/contract/endpoints/analytics';
import { endpointQuery } from '../../../lib/endpoint-query';
import type { PerformanceParams } from './analytics-params';

const PERFORMANCE_PAGE_SIZE = 20;

/** A page of every student in every course of the teacher's, searched and sorted by the server. */
const performanceQuery = (params: PerformanceParams) =>
  endpointQuery(analyticsEndpoints.performance, {
    input: { query: { ...params, pageSize: PERFORMANCE_PAGE_SIZE } },
    keepPrevious: true,
    staleTime: 0,
  });

export const usePerformance = (params: PerformanceParams) => useQuery(performanceQuery(params));
