import { Trans, useLingui } from '@lingui/react/macro';
import { invoiceEndpoints, refundEndpoints } from '@tutorium/contract/endpoints/fees';
import {
  adminRefundBodySchema,
  type CorrectionBody,
  correctionBodySchema,
  feeMessages,
  type LedgerEntry,
} from '@tutorium/contract/fees';
import { type ReactNode, useId } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { FormActions } from '../../../components/ui/form-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { formatMoney } from '../../../lib/format';
import { useContractForm } from '../../../lib/use-contract-form';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { amountFormResolver } from './amount-form';
import { useAmountWords } from './use-amount-words';

interface EntryForm {
  amount: string;
  note: string;
}

const emptyForm: EntryForm = { amount: '', note: '' };

type RefundBody = z.input<typeof adminRefundBodySchema>;

interface EntryDialogProps {
  entry: LedgerEntry | null;
  currency: string;
  onClose: () => void;
}

interface EntryFormProps {
  titleId: string;
  title: string;
  intro: ReactNode;
  amountLabel: string;
  amountHint: string;
  noteLabel: string;
  submitLabel: string;
  form: ReturnType<typeof useEntryForm>;
  onSubmit: () => void;
  onClose: () => void;
}

/** The form a correction and a refund share: an amount, a note that says why, the buttons. */
function EntryFormView({
  titleId,
  title,
  intro,
  amountLabel,
  amountHint,
  noteLabel,
  submitLabel,
  form,
  onSubmit,
  onClose,
}: EntryFormProps) {
  return (
    <>
      <h2 id={titleId} className="pr-10 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4" aria-labelledby={titleId}>
        <TextField
          label={amountLabel}
          inputMode="decimal"
          autoComplete="off"
          hint={amountHint}
          {...form.field('amount')}
        />
        <TextareaField label={noteLabel} rows={2} {...form.field('note')} />
        <FormAlert message={form.formError} />
        <FormActions submitLabel={submitLabel} submitting={form.submitting} onCancel={onClose} />
      </form>
    </>
  );
}

function useEntryForm<TBody extends { amountMinor?: number; note: string }>(
  currency: string,
  schema: z.ZodType<TBody>,
  { signed, optional, failureMessage }: { signed: boolean; optional: boolean; failureMessage: string },
) {
  const words = useAmountWords(currency);
  return useContractForm({
    resolver: amountFormResolver({
      currency,
      words,
      schema,
      signed,
      optional,
      bodyOf: (values: EntryForm, amountMinor) => ({ note: values.note, amountMinor }),
    }),
    defaultValues: emptyForm,
    failureMessage,
    serverFields: ['note'],
    serverFieldAliases: { amountMinor: 'amount' },
    failureFields: { overpayment: { field: 'amount' }, not_refundable: { field: 'amount' } },
    failureShows: 'form',
    focusOnMount: 'amount',
  });
}

function CorrectionForm({
  entry,
  currency,
  titleId,
  onClose,
}: EntryDialogProps & { entry: LedgerEntry; titleId: string }) {
  const { t } = useLingui();
  const correct = useEndpointMutation(invoiceEndpoints.correctEntry, {
    input: (body: CorrectionBody) => ({ params: { entryId: entry.id }, body }),
  });
  const form = useEntryForm(currency, correctionBodySchema, {
    signed: true,
    optional: false,
    failureMessage: invoiceEndpoints.correctEntry.fallbackMessage,
  });
  const onSubmit = form.submitTo(correct, (body) => body, {
    onSuccess: ({ message }) => {
      toast.success(message || feeMessages.correctionRecorded);
      onClose();
    },
  });
  const amount = formatMoney(entry.amountMinor, currency);
  return (
    <EntryFormView
      titleId={titleId}
      title={t`Correct an entry`}
      intro={
        <Trans>
          Entries are never changed: a correction of {amount} is put right by a new entry. A negative amount takes money
          off what was paid.
        </Trans>
      }
      amountLabel={t`Correction (${currency})`}
      amountHint={t`For example -500 to take 500 off, or 250 to add it.`}
      noteLabel={t`Why`}
      submitLabel={t`Record correction`}
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}

function RefundForm({ entry, currency, titleId, onClose }: EntryDialogProps & { entry: LedgerEntry; titleId: string }) {
  const { t } = useLingui();
  const refund = useEndpointMutation(refundEndpoints.refundPayment, {
    input: (body: RefundBody) => ({ params: { entryId: entry.id }, body }),
  });
  const form = useEntryForm(currency, adminRefundBodySchema, {
    signed: false,
    optional: true,
    failureMessage: refundEndpoints.refundPayment.fallbackMessage,
  });
  const onSubmit = form.submitTo(refund, (body) => body, {
    onSuccess: ({ message }) => {
      toast.success(message || feeMessages.refundGiven);
      onClose();
    },
  });
  const amount = formatMoney(entry.amountMinor, currency);
  return (
    <EntryFormView
      titleId={titleId}
      title={t`Refund payment`}
      intro={<Trans>The payment was {amount}. Leave the amount empty to refund all of it.</Trans>}
      amountLabel={t`Amount to refund (${currency}, optional)`}
      amountHint={t`Part of the payment, or empty for all of it.`}
      noteLabel={t`Why`}
      submitLabel={t`Refund`}
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}

/** Corrects a ledger entry with a new, signed entry and a note (entries are never edited). */
export function CorrectEntryDialog(props: EntryDialogProps) {
  const titleId = useId();
  return (
    <Modal open={props.entry !== null} onClose={props.onClose} labelledBy={titleId}>
      {props.entry && <CorrectionForm {...props} entry={props.entry} titleId={titleId} />}
    </Modal>
  );
}

/** An admin's refund of a payment, or of part of it, at any time. */
export function RefundPaymentDialog(props: EntryDialogProps) {
  const titleId = useId();
  return (
    <Modal open={props.entry !== null} onClose={props.onClose} labelledBy={titleId}>
      {props.entry && <RefundForm {...props} entry={props.entry} titleId={titleId} />}
    </Modal>
  );
}
