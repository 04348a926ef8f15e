import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice, LedgerEntry } from '@tutorium/contract/fees';
import { Download, Hourglass } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { formatCalendarDate, formatDate, formatMoney } from '../../lib/format';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import {
  entryKindLabels,
  instalmentStatusLooks,
  invoiceStatusLooks,
  paymentMethodLabels,
  refundStateLooks,
} from './fee-looks';
import { useDownloadReceipt } from './use-download-receipt';

interface InvoiceCardProps {
  invoice: Invoice;
  /** The course title's heading level: 2 on a screen of invoices, 3 inside a section. */
  headingLevel?: 2 | 3;
  /** Names the student (the staff's screens); the student's and guardian's own screens leave it out. */
  showStudent?: boolean;
  /** The invoice's own buttons (Pay online, Record a payment), under its figures. */
  actions?: ReactNode;
  /** Buttons of one ledger entry (Ask for a refund, Correct), beside it. */
  entryActions?: (entry: LedgerEntry) => ReactNode;
}

/** A day given as a calendar date ("2026-03-04") or as an instant, written as "4 Mar 2026". */
const dayOf = (value: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatCalendarDate(value) : formatDate(value);

/** A figure of the invoice: its name over its amount. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** The parts the fee is paid in: each one's due date, amount and state. */
function InstalmentTable({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui();
  const { currency } = invoice;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left text-sm font-semibold text-slate-900">
          <Trans>Instalments</Trans>
        </caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              <Trans>Part</Trans>
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              <Trans>Due date</Trans>
            </th>
            <th scope="col" className="py-1.5 pr-3 text-right font-medium">
              <Trans>Amount</Trans>
            </th>
            <th scope="col" className="py-1.5 font-medium">
              <Trans>Status</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {invoice.instalments.map((instalment) => {
            const look = instalmentStatusLooks[instalment.status];
            const seq = instalment.seq;
            const count = invoice.instalments.length;
            return (
              <tr key={instalment.seq}>
                <th scope="row" className="py-1.5 pr-3 font-normal text-slate-700">
                  {t`${seq} of ${count}`}
                </th>
                <td className="py-1.5 pr-3 whitespace-nowrap text-slate-700">
                  {formatCalendarDate(instalment.dueDate)}
                </td>
                <td className="py-1.5 pr-3 text-right whitespace-nowrap text-slate-900 tabular-nums">
                  {formatMoney(instalment.amountMinor, currency)}
                </td>
                <td className="py-1.5">
                  <Badge tone={look.tone}>{t(look.label)}</Badge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** One entry of the ledger: what it was, when and how, its receipt, and its refund's state. */
function EntryItem({ entry, currency, actions }: { entry: LedgerEntry; currency: string; actions?: ReactNode }) {
  const { t } = useLingui();
  const receipt = useDownloadReceipt();
  const kind = t(entryKindLabels[entry.kind]);
  const method = t(paymentMethodLabels[entry.method]);
  const when = formatDate(entry.recordedAt);
  const receiptNumber = entry.receiptNumber;
  const refundLook = entry.refundRequest === null ? null : refundStateLooks[entry.refundRequest.state];
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium text-slate-900">{kind}</span>
          <span className={`tabular-nums ${entry.amountMinor < 0 ? 'text-red-800' : 'text-slate-900'}`}>
            {formatMoney(entry.amountMinor, currency)}
          </span>
          {refundLook && <Badge tone={refundLook.tone}>{t(refundLook.label)}</Badge>}
        </p>
        <p className="text-xs text-slate-600">
          {entry.kind === 'payment' ? t`${when} · ${method}` : when}
          {receiptNumber !== null && <> · {t`Receipt ${receiptNumber}`}</>}
        </p>
        {entry.note !== '' && <p className="text-xs break-words text-slate-600">{entry.note}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        {entry.kind === 'payment' && receiptNumber !== null && (
          <Button
            size="sm"
            variant="secondary"
            icon={Download}
            loading={receipt.isPending}
            aria-label={t`Download receipt ${receiptNumber}`}
            onClick={() => receipt.mutate({ entryId: entry.id, receiptNumber })}
          >
            <Trans>Download receipt</Trans>
          </Button>
        )}
        {actions}
      </div>
    </li>
  );
}

/**
 * One invoice as its student, guardian or the staff read it (docs/product.md, "Fees"): the course and
 * its state, what is owed and paid, the next due date, the held seat, the instalments and the ledger
 * with each payment's receipt. The screen puts in its own buttons.
 */
export function InvoiceCard({
  invoice,
  headingLevel = 2,
  showStudent = false,
  actions,
  entryActions,
}: InvoiceCardProps) {
  const { t } = useLingui();
  const headingId = useId();
  const entriesId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Subheading = headingLevel === 2 ? 'h3' : 'h4';
  const { currency } = invoice;
  const status = invoiceStatusLooks[invoice.status];
  const open = invoice.status === 'open';
  const overdue = open && invoice.instalments.some((instalment) => instalment.status === 'overdue');
  const seatHeldUntil = open && invoice.paidMinor === 0 ? invoice.seatHeldUntil : null;
  const heldUntil = seatHeldUntil === null ? '' : dayOf(seatHeldUntil);
  const nextDue = open ? invoice.nextDue : null;
  const studentName = invoice.student?.name;

  return (
    <Card className="p-4 sm:p-6">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <Heading id={headingId} className="text-lg font-semibold break-words text-slate-900">
              {invoice.course.title}
            </Heading>
            {showStudent && <p className="text-sm text-slate-600">{studentName ?? t`Erased account`}</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge tone={status.tone}>{t(status.label)}</Badge>
            {overdue && <Badge tone="red">{t`Overdue`}</Badge>}
          </div>
        </div>

        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Figure label={t`Total`}>{formatMoney(invoice.totalMinor, currency)}</Figure>
          <Figure label={t`Paid`}>{formatMoney(invoice.paidMinor, currency)}</Figure>
          <Figure label={t`Due`}>{formatMoney(invoice.dueMinor, currency)}</Figure>
          {nextDue && (
            <Figure label={t`Next due`}>
              <span className="block">{formatMoney(nextDue.amountMinor, currency)}</span>
              <span className={`block text-sm font-normal ${overdue ? 'text-red-800' : 'text-slate-700'}`}>
                {t`by ${formatCalendarDate(nextDue.dueDate)}`}
              </span>
            </Figure>
          )}
        </dl>

        {seatHeldUntil !== null && (
          <p
            role="note"
            className="mt-4 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <Hourglass className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
            <Trans>Pay by {heldUntil} to keep your seat: the classroom opens after your first payment</Trans>
          </p>
        )}

        {actions && <div className="mt-4 flex flex-wrap gap-2">{actions}</div>}

        {invoice.instalments.length > 0 && <InstalmentTable invoice={invoice} />}

        {invoice.entries.length > 0 && (
          <section className="mt-4" aria-labelledby={entriesId}>
            <Subheading id={entriesId} className="mb-2 text-sm font-semibold text-slate-900">
              <Trans>Payments and refunds</Trans>
            </Subheading>
            <ul className="divide-y divide-slate-100">
              {invoice.entries.map((entry) => (
                <EntryItem key={entry.id} entry={entry} currency={currency} actions={entryActions?.(entry)} />
              ))}
            </ul>
          </section>
        )}
      </article>
    </Card>
  );
}
