import { useMutation } from '@tanstack/react-query';
import { invoiceEndpoints } from '@tutorium/contract/endpoints/fees';
import { apiClient } from '../../lib/api-client';
import { endpointUrl } from '../../lib/endpoint-client';
import { reportFormError } from '../../lib/form-errors';

/**
 * Downloads a payment's receipt (PDF) with the session token, under the name the server gives it: the
 * receipt is not public, so a plain link (which sends no token) would be refused.
 */
export function useDownloadReceipt() {
  const download = useMutation({
    mutationFn: ({ entryId, receiptNumber }: { entryId: string; receiptNumber: number | null }) =>
      apiClient.download(endpointUrl(invoiceEndpoints.receipt, { params: { entryId } }), {
        fallbackMessage: invoiceEndpoints.receipt.fallbackMessage,
        fileName: `receipt-${receiptNumber ?? entryId}.pdf`,
      }),
    onError: (failure) => reportFormError(failure, invoiceEndpoints.receipt.fallbackMessage),
  });
  return download;
}
