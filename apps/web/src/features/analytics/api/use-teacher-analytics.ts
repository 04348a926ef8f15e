import { useQuery } from '@tanstack/react-query';
import { analyticsEndpoints } from '@tutorium/contract/endpoints/analytics';
import { endpointQuery } from '../../../lib/endpoint-query';
import type { AnalyticsRange } from './analytics-params';

/** Enrolments, attendance, status mix, completion and at-risk students over the teacher's courses in a date range. */
const teacherAnalyticsQuery = (range: AnalyticsRange, enabled: boolean) =>
  endpointQuery(analyticsEndpoints.teacher, {
    input: { query: { ...range } },
    pick: ({ data }) => data,
    enabled,
    keepPrevious: true,
    staleTime: 0,
  });

export const useTeacherAnalytics = (range: AnalyticsRange, enabled: boolean) =>
  useQuery(teacherAnalyticsQuery(range, enabled));
