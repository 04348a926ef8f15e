import { Trans, useLingui } from '@lingui/react/macro';
import { refundEndpoints } from '@tutorium/contract/endpoints/fees';
import type { RefundRequest } from '@tutorium/contract/fees';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { messageOf } from '../../../lib/api-client';
import { contractText } from '../../../lib/contract-text';
import { formatMoney } from '../../../lib/format';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export type RefundDecision = 'approve' | 'decline';

interface DecisionFormProps {
  request: RefundRequest;
  decision: RefundDecision;
  currency: string;
  titleId: string;
  onClose: () => void;
}

function DecisionForm({ request, decision, currency, titleId, onClose }: DecisionFormProps) {
  const { t } = useLingui();
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const endpoint = decision === 'approve' ? refundEndpoints.approveRefund : refundEndpoints.declineRefund;
  // A refusal ("already decided") means the list was out of date: it refreshes either way.
  const decide = useEndpointMutation(endpoint, {
    input: (body: { note: string }) => ({ params: { id: request.id }, body }),
    invalidateAfter: 'settled',
  });
  const amount = formatMoney(request.payment.amountMinor, currency);
  const studentName = request.student?.name ?? t`Deleted account`;
  const courseTitle = request.course.title;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    decide.mutate(
      { note: note.trim() },
      {
        onSuccess: ({ message }) => {
          toast.success(contractText(message));
          onClose();
        },
        onError: (error) => setFailure(messageOf(error, endpoint.fallbackMessage)),
      },
    );
  };

  return (
    <>
      <h2 id={titleId} className="pr-10 text-lg font-semibold text-slate-900">
        {decision === 'approve' ? t`Approve refund?` : t`Decline refund?`}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {decision === 'approve' ? (
          <Trans>
            {amount} goes back to {studentName}, and their enrolment in {courseTitle} ends. They are told by email.
          </Trans>
        ) : (
          <Trans>
            {studentName} keeps their place in {courseTitle} and the payment of {amount} stands. They are told by email.
          </Trans>
        )}
      </p>
      <form onSubmit={submit} noValidate className="mt-5 space-y-4" aria-labelledby={titleId}>
        <TextareaField
          label={t`Note to the student (optional)`}
          rows={3}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <FormAlert message={failure} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={decide.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant={decision === 'approve' ? 'primary' : 'danger'} loading={decide.isPending}>
            {decision === 'approve' ? t`Approve refund` : t`Decline refund`}
          </Button>
        </div>
      </form>
    </>
  );
}

interface RefundDecisionDialogProps {
  /** The request and what the admin chose, or null while the dialog is closed. */
  deciding: { request: RefundRequest; decision: RefundDecision } | null;
  currency: string;
  onClose: () => void;
}

/** Asks the admin to confirm approving or declining a refund request, with a note for the student. */
export function RefundDecisionDialog({ deciding, currency, onClose }: RefundDecisionDialogProps) {
  const titleId = useId();
  return (
    <Modal open={deciding !== null} onClose={onClose} labelledBy={titleId}>
      {deciding && (
        <DecisionForm
          request={deciding.request}
          decision={deciding.decision}
          currency={currency}
          titleId={titleId}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
