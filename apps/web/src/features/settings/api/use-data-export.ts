import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataExportResponseSchema, latestDataExportResponseSchema } from '@tutorium/contract/privacy';
import { apiClient } from '../../../lib/api-client';
import { privacyFallbacks, privacyKeys } from './privacy-keys';

/** While an export is being prepared, look again this often to show when it is ready. */
const PENDING_POLL_MS = 3000;

export function useLatestExport() {
  return useQuery({
    queryKey: privacyKeys.latestExport,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/privacy/exports/latest', {
          schema: latestDataExportResponseSchema,
          fallbackMessage: privacyFallbacks.loadExport,
          signal,
        })
      ).data,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.post('/privacy/exports', {
        schema: dataExportResponseSchema,
        fallbackMessage: privacyFallbacks.requestExport,
      }),
    onSuccess: ({ data }) => queryClient.setQueryData(privacyKeys.latestExport, data),
  });
}

/** Downloads the ZIP behind the token from the emailed link. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: (token: string) =>
      apiClient.download(`/privacy/exports/download?token=${encodeURIComponent(token)}`, {
        fallbackMessage: privacyFallbacks.download,
        fileName: 'tutorium-data.zip',
      }),
  });
}
