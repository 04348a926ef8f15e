import { useLingui } from '@lingui/react/macro';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import type { PaymentReturn } from './payment-return';

/**
 * Says where a payment made online stands after the return from the provider: received by the
 * provider and being confirmed, then confirmed with its receipt's number. A live region, so a screen
 * reader hears the change without moving.
 */
export function PaymentReturnBanner({ outcome }: { outcome: PaymentReturn }) {
  const { t } = useLingui();
  if (outcome.state === 'none') return null;
  const confirmed = outcome.state === 'confirmed';
  const receipt = confirmed ? outcome.receiptNumber : null;
  return (
    <p
      role="status"
      className={[
        'mb-6 flex items-center gap-2 rounded-lg border p-4 text-sm font-medium',
        confirmed ? 'border-green-200 bg-green-50 text-green-900' : 'border-indigo-200 bg-indigo-50 text-indigo-950',
      ].join(' ')}
    >
      {confirmed ? (
        <CircleCheck className="size-5 shrink-0 text-green-700" aria-hidden="true" />
      ) : (
        <LoaderCircle className="size-5 shrink-0 animate-spin text-indigo-700" aria-hidden="true" />
      )}
      {confirmed
        ? receipt === null
          ? t`Payment confirmed: the receipt is on its way by email`
          : t`Payment confirmed: receipt ${receipt} is on its way by email`
        : t`Payment received by the payment provider. Confirming it…`}
    </p>
  );
}
