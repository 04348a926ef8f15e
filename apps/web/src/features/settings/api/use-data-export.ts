import { useMutation, useQuery } from '@tanstack/react-query';
import { privacyEndpoints } from '@tutorium/contract/endpoints/privacy';
import { apiClient } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/endpoint-client';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** While an export is being prepared, look again this often to show when it is ready. */
const PENDING_POLL_MS = 3000;

/** The signed-in user's most recent data export, looked at again while it is being prepared. */
const latestExportQuery = () =>
  endpointQuery(privacyEndpoints.latestExport, {
    pick: ({ data }) => data,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });

export const useLatestExport = () => useQuery(latestExportQuery());

export function useRequestExport() {
  return useEndpointMutation(privacyEndpoints.requestExport, {
    updates: { read: latestExportQuery(), with: ({ data }) => data },
  });
}

/** Downloads the ZIP behind the token from the emailed link. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: (token: string) =>
      apiClient.download(endpointUrl(privacyEndpoints.downloadExport, { query: { token } }), {
        fileName: 'tutorium-data.zip',
        fallbackMessage: privacyEndpoints.downloadExport.fallbackMessage,
      }),
  });
}
