import { onlinePaymentEndpoints } from '@tutorium/contract/endpoints/fees';
import type { Invoice } from '@tutorium/contract/fees';
import { reportFormError } from '../../lib/form-errors';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { rememberPaidBeforeCheckout } from './payment-return';

/**
 * Starts paying an invoice online: the API answers the provider's checkout page and the browser goes
 * there. What was paid before is remembered, so the return can tell when the provider's word arrives.
 */
export function usePayOnline() {
  return useEndpointMutation(onlinePaymentEndpoints.checkout, {
    input: (invoice: Invoice) => ({ params: { id: invoice.id } }),
    onSuccess: ({ data }, invoice) => {
      rememberPaidBeforeCheckout(invoice);
      window.location.assign(data.url);
    },
    onError: (failure) => reportFormError(failure, onlinePaymentEndpoints.checkout.fallbackMessage),
  });
}
