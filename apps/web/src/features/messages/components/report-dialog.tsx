import { Trans, useLingui } from '@lingui/react/macro';
import { reportInputSchema, reportReasonLabels, reportReasons } from '@tutorium/contract/conversations';
import { conversationEndpoints } from '@tutorium/contract/endpoints/conversations';
import { Flag } from 'lucide-react';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { FormActions } from '../../../components/ui/form-actions';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { contractText } from '../../../lib/contract-text';
import { useContractForm } from '../../../lib/use-contract-form';
import { useReportConversation } from '../api/use-conversation-actions';

interface ReportDialogProps {
  conversationId: string;
  otherName: string;
  open: boolean;
  onClose: () => void;
}

function ReportForm({ conversationId, onClose }: { conversationId: string; onClose: () => void }) {
  const { t } = useLingui();
  const report = useReportConversation(conversationId);
  const form = useContractForm({
    schema: reportInputSchema,
    defaultValues: { reason: undefined, details: '' },
    failureMessage: conversationEndpoints.report.fallbackMessage,
    focusOnMount: 'reason',
  });
  const onSubmit = form.submitTo(report, (body) => body, {
    onSuccess: ({ message }) => {
      toast.success(message);
      onClose();
    },
  });
  const options = [
    { value: '', label: t`Choose a reason` },
    ...reportReasons.map((reason) => ({ value: reason, label: contractText(reportReasonLabels[reason]) })),
  ];
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <SelectField label={t`Reason`} options={options} {...form.field('reason')} />
      <TextareaField label={t`Details (optional)`} rows={4} maxLength={1000} {...form.field('details')} />
      <FormActions onCancel={onClose} submitLabel={t`Report`} submitIcon={Flag} submitting={form.submitting} />
    </form>
  );
}

/** Reports a conversation to the administrators, who may then read it (and only reported ones). */
export function ReportDialog({ conversationId, otherName, open, onClose }: ReportDialogProps) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      <div className="space-y-4">
        <h2 id={titleId} className="pr-10 text-xl font-semibold break-words text-slate-900">
          <Trans>Report the conversation with {otherName}</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          <Trans>An administrator will read this conversation and decide what to do.</Trans>
        </p>
        <ReportForm conversationId={conversationId} onClose={onClose} />
      </div>
    </Modal>
  );
}
