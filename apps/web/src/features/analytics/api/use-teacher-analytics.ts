import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsEndpoints } from '@tutorium/contract/endpoints/analytics';
import { callEndpoint } from '../../../lib/endpoint-client';
import { analyticsFallbacks } from './analytics-fallbacks';
import { type AnalyticsRange, analyticsKeys } from './analytics-keys';

/** Enrolments, attendance, status mix, completion and at-risk students over the teacher's courses in a date range. */
export const teacherAnalyticsQuery = (range: AnalyticsRange, enabled: boolean) =>
  queryOptions({
    queryKey: analyticsKeys.teacher(range),
    queryFn: async ({ signal }) => {
      const { data } = await callEndpoint(analyticsEndpoints.teacher, {
        query: { ...range },
        fallbackMessage: analyticsFallbacks.analytics,
        signal,
      });
      return data;
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useTeacherAnalytics = (range: AnalyticsRange, enabled: boolean) =>
  useQuery(teacherAnalyticsQuery(range, enabled));
