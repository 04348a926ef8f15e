import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { courseStatsResponseSchema } from '@tutorium/contract/attendance';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { attendanceFallbacks } from './attendance-fallbacks';
import { attendanceKeys, type DateRange } from './attendance-keys';

/** Totals per enrolled student and overall, over an optional range; waits while `range` is invalid (null). */
export function useCourseStats(courseId: string | undefined, range: DateRange | null) {
  return useQuery({
    queryKey: attendanceKeys.stats(courseId ?? '', range ?? {}),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(
        `/attendance/stats/${encodeURIComponent(courseId ?? '')}?${toSearchParams(range ?? {})}`,
        { schema: courseStatsResponseSchema, fallbackMessage: attendanceFallbacks.statsFailed, signal },
      );
      return data;
    },
    enabled: courseId !== undefined && range !== null,
    placeholderData: keepPreviousData,
  });
}
