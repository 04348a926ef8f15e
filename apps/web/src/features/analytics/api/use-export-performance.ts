import { useMutation } from '@tanstack/react-query';
import { analyticsEndpoints } from '@tutorium/contract/endpoints/analytics';
import { apiClient } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/endpoint-client';
import { viewerTimeZone } from '../../../lib/format';
import type { PerformanceParams } from './analytics-params';

/**
 * Downloads the performance table as CSV with the search and sort on screen (every page), its times
 * written in the viewer's time zone (their account's, as on screen).
 */
export function useExportPerformance() {
  return useMutation({
    mutationFn: ({ search, sort, order }: Omit<PerformanceParams, 'page'>) =>
      apiClient.download(
        endpointUrl(analyticsEndpoints.performanceExport, {
          query: { search, sort, order, timeZone: viewerTimeZone() },
        }),
        {
          fallbackMessage: analyticsEndpoints.performanceExport.fallbackMessage,
          fileName: 'student-performance.csv',
        },
      ),
  });
}
