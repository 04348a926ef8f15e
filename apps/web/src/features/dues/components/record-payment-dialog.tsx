import { Trans, useLingui } from '@lingui/react/macro';
import { invoiceEndpoints } from '@tutorium/contract/endpoints/fees';
import { type DeskPaymentBody, deskPaymentBodySchema, deskPaymentMethods, feeMessages } from '@tutorium/contract/fees';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { FormActions } from '../../../components/ui/form-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { formatMoney } from '../../../lib/format';
import { useContractForm } from '../../../lib/use-contract-form';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { amountFormResolver } from './amount-form';
import { type DeskMethod, methodLabels } from './money-words';
import { useAmountWords } from './use-amount-words';

/** The invoice a payment is taken for, as the dues list and the invoice screen know it. */
export interface PayableInvoice {
  id: string;
  currency: string;
  dueMinor: number;
  studentName: string;
  courseTitle: string;
}

interface PaymentForm {
  amount: string;
  method: DeskMethod;
  reference: string;
  note: string;
}

const emptyForm: PaymentForm = { amount: '', method: 'cash', reference: '', note: '' };

interface PaymentFormBodyProps {
  invoice: PayableInvoice;
  titleId: string;
  onClose: () => void;
}

function PaymentFormBody({ invoice, titleId, onClose }: PaymentFormBodyProps) {
  const { t } = useLingui();
  const words = useAmountWords(invoice.currency);
  const record = useEndpointMutation(invoiceEndpoints.recordPayment, {
    input: (body: DeskPaymentBody) => ({ params: { id: invoice.id }, body }),
  });
  const form = useContractForm({
    resolver: amountFormResolver({
      currency: invoice.currency,
      words,
      schema: deskPaymentBodySchema,
      bodyOf: (values: PaymentForm, amountMinor) => ({ ...values, amountMinor }),
    }),
    defaultValues: emptyForm,
    failureMessage: invoiceEndpoints.recordPayment.fallbackMessage,
    serverFields: ['method', 'reference', 'note'],
    serverFieldAliases: { amountMinor: 'amount' },
    // More than is owed is about the amount typed: said under it, in the dialog.
    failureFields: { overpayment: { field: 'amount' } },
    failureShows: 'form',
    focusOnMount: 'amount',
  });
  const onSubmit = form.submitTo(record, (body) => body, {
    onSuccess: ({ message }) => {
      toast.success(message || feeMessages.paymentRecorded);
      onClose();
    },
  });
  const methodOptions = deskPaymentMethods.map((value) => ({ value, label: t(methodLabels[value]) }));
  const due = formatMoney(invoice.dueMinor, invoice.currency);
  const { studentName, courseTitle } = invoice;

  return (
    <>
      <h2 id={titleId} className="pr-10 text-lg font-semibold text-slate-900">
        <Trans>Record payment</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          {studentName}, {courseTitle}: {due} due. The receipt is emailed to the student.
        </Trans>
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4" aria-labelledby={titleId}>
        <TextField
          label={t`Amount (${invoice.currency})`}
          inputMode="decimal"
          autoComplete="off"
          hint={t`Partial payments are fine: at most ${due}.`}
          {...form.field('amount')}
        />
        <SelectField label={t`Method`} options={methodOptions} {...form.field('method')} />
        <TextField
          label={t`Reference (optional)`}
          hint={t`A UPI transaction id, cheque number or bank reference.`}
          autoComplete="off"
          {...form.field('reference')}
        />
        <TextareaField label={t`Note (optional)`} rows={2} {...form.field('note')} />
        <FormAlert message={form.formError} />
        <FormActions submitLabel={t`Record payment`} submitting={form.submitting} onCancel={onClose} />
      </form>
    </>
  );
}

/** Takes a payment at the desk (cash, UPI, bank transfer, cheque) against an open invoice. */
export function RecordPaymentDialog({ invoice, onClose }: { invoice: PayableInvoice | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal open={invoice !== null} onClose={onClose} labelledBy={titleId}>
      {invoice && <PaymentFormBody invoice={invoice} titleId={titleId} onClose={onClose} />}
    </Modal>
  );
}
