import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { analyticsFallbacks } from './analytics-fallbacks';
import type { PerformanceParams } from './analytics-keys';

/**
 * Downloads the performance table as CSV with the search and sort on screen (every page), its times
 * written in the viewer's time zone.
 */
export function useExportPerformance() {
  return useMutation({
    mutationFn: ({ search, sort, order }: Omit<PerformanceParams, 'page'>) =>
      apiClient.download(
        `/analytics/performance/export?${toSearchParams({ search, sort, order, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone })}`,
        {
          fallbackMessage: analyticsFallbacks.export,
          fileName: 'student-performance.csv',
        },
      ),
  });
}
