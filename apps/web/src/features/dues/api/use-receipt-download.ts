import { useMutation } from '@tanstack/react-query';
import { invoiceEndpoints } from '@tutorium/contract/endpoints/fees';
import type { LedgerEntry } from '@tutorium/contract/fees';
import { apiClient } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/endpoint-client';

/** Downloads a payment's numbered receipt as PDF, in the reader's language. */
export function useReceiptDownload() {
  return useMutation({
    mutationFn: (entry: LedgerEntry) =>
      apiClient.download(endpointUrl(invoiceEndpoints.receipt, { params: { entryId: entry.id } }), {
        fallbackMessage: invoiceEndpoints.receipt.fallbackMessage,
        fileName: `receipt-${entry.receiptNumber ?? entry.id}.pdf`,
      }),
  });
}
