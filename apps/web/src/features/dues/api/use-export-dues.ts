import { useMutation } from '@tanstack/react-query';
import { duesEndpoints } from '@tutorium/contract/endpoints/fees';
import type { DueFilter } from '@tutorium/contract/fees';
import { apiClient } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/endpoint-client';

interface DuesFilters {
  status: DueFilter;
  courseId: string | undefined;
  search: string | undefined;
}

/** Downloads the dues list as CSV with the filters on screen (every page), in the reader's language. */
export function useExportDues() {
  return useMutation({
    mutationFn: (filters: DuesFilters) =>
      apiClient.download(endpointUrl(duesEndpoints.duesExport, { query: { ...filters } }), {
        fallbackMessage: duesEndpoints.duesExport.fallbackMessage,
        fileName: 'dues.csv',
      }),
  });
}
