import { Trans, useLingui } from '@lingui/react/macro';
import { refundEndpoints } from '@tutorium/contract/endpoints/fees';
import { type LedgerEntry, REFUND_WINDOW_DAYS } from '@tutorium/contract/fees';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { reportFormError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { useRequestRefund } from '../api/use-request-refund';

/** Most a reason may say (the contract's refundRequestBodySchema). */
const REASON_MAX = 500;

/**
 * Asks for a payment back (the money-back guarantee: within REFUND_WINDOW_DAYS of paying), with an
 * optional reason for the admin who decides. The answer's message is the toast.
 */
export function RefundRequestDialog({
  payment,
  currency,
  onClose,
}: {
  payment: LedgerEntry | null;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const request = useRequestRefund();
  const [reason, setReason] = useState('');
  const amount = payment === null ? '' : formatMoney(payment.amountMinor, currency);
  const days = REFUND_WINDOW_DAYS;

  const close = () => {
    setReason('');
    onClose();
  };
  const confirm = () => {
    if (payment === null) return;
    request.mutate(
      { entryId: payment.id, reason: reason.trim() },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          close();
        },
        onError: (failure) => {
          reportFormError(failure, refundEndpoints.requestRefund.fallbackMessage);
          close();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={payment !== null}
      title={t`Ask for a refund?`}
      description={
        <>
          <p>
            <Trans>
              Ask for your payment of <strong>{amount}</strong> back. Payments can be refunded within {days} days; an
              admin decides and you will hear by email. A refund ends your enrolment in the course.
            </Trans>
          </p>
          <div className="mt-3">
            <TextareaField
              label={t`Reason (optional)`}
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
        </>
      }
      confirmLabel={t`Ask for a refund`}
      loading={request.isPending}
      onConfirm={confirm}
      onCancel={close}
    />
  );
}
