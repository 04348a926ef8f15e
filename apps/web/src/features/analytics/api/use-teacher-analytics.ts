import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { teacherAnalyticsSchema } from '@tutorium/contract/analytics';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { analyticsFallbacks } from './analytics-fallbacks';
import { type AnalyticsRange, analyticsKeys } from './analytics-keys';

/** Enrolments, attendance, status mix, completion and at-risk students over the teacher's courses in a date range. */
export function useTeacherAnalytics(range: AnalyticsRange, enabled: boolean) {
  return useQuery({
    queryKey: analyticsKeys.teacher(range),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`/analytics/teacher?${toSearchParams({ ...range })}`, {
        schema: teacherAnalyticsSchema,
        fallbackMessage: analyticsFallbacks.analytics,
        signal,
      });
      return data;
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
