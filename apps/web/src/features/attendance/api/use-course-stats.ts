import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { attendanceEndpoints } from '@tutorium/contract/endpoints/attendance';
import { callEndpoint } from '../../../lib/endpoint-client';
import { attendanceFallbacks } from './attendance-fallbacks';
import { attendanceKeys, type DateRange } from './attendance-keys';

/** Totals per enrolled student and overall, over an optional range; waits while `range` is invalid (null). */
export const courseStatsQuery = (courseId: string | undefined, range: DateRange | null) =>
  queryOptions({
    queryKey: attendanceKeys.stats(courseId ?? '', range ?? {}),
    queryFn: async ({ signal }) => {
      const { data } = await callEndpoint(attendanceEndpoints.stats, {
        params: { courseId: courseId ?? '' },
        query: range ?? {},
        fallbackMessage: attendanceFallbacks.statsFailed,
        signal,
      });
      return data;
    },
    enabled: courseId !== undefined && range !== null,
    placeholderData: keepPreviousData,
  });

export const useCourseStats = (courseId: string | undefined, range: DateRange | null) =>
  useQuery(courseStatsQuery(courseId, range));
