import { refundEndpoints } from '@tutorium/contract/endpoints/fees';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** Asks for a payment back within the refund window; the invoices refresh with the request's state. */
export const useRequestRefund = () =>
  useEndpointMutation(refundEndpoints.requestRefund, {
    input: ({ entryId, reason }: { entryId: string; reason: string }) => ({ params: { entryId }, body: { reason } }),
    // A refusal (already asked, the window closed) means the invoice on screen is out of date.
    invalidateAfter: 'settled',
  });
