import { useLingui } from '@lingui/react/macro';
import type { Invoice, LedgerEntry } from '@tutorium/contract/fees';
import { Download, PenLine, Undo2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { StatColumnTable } from '../../../components/ui/stat-table';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { entryKindLabels, methodLabels, refundRequestLabels, refundStateLooks } from './money-words';

interface LedgerTableProps {
  invoice: Invoice;
  /** Admins refund payments; teachers only record and correct. */
  canRefund: boolean;
  onCorrect: (entry: LedgerEntry) => void;
  onRefund: (entry: LedgerEntry) => void;
  onReceipt: (entry: LedgerEntry) => void;
}

/** Every entry of the invoice's ledger, oldest first, with a payment's receipt and what can be done about it. */
export function LedgerTable({ invoice, canRefund, onCorrect, onRefund, onReceipt }: LedgerTableProps) {
  const { t } = useLingui();
  const { currency } = invoice;
  const actions = (entry: LedgerEntry) => {
    const when = formatDateTime(entry.recordedAt);
    return (
      <div className="flex flex-wrap gap-1">
        {entry.receiptNumber !== null && (
          <Button
            variant="ghost"
            size="sm"
            icon={Download}
            aria-label={t`Download receipt ${entry.receiptNumber}`}
            onClick={() => onReceipt(entry)}
          >
            {t`Download receipt`}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          icon={PenLine}
          aria-label={t`Correct the entry of ${when}`}
          onClick={() => onCorrect(entry)}
        >
          {t`Correct`}
        </Button>
        {canRefund && entry.kind === 'payment' && (
          <Button
            variant="ghost"
            size="sm"
            icon={Undo2}
            aria-label={t`Refund the payment of ${when}`}
            onClick={() => onRefund(entry)}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            {t`Refund`}
          </Button>
        )}
      </div>
    );
  };
  return (
    <StatColumnTable
      caption={t`Ledger`}
      cards
      minWidth="min-w-[64rem]"
      rows={invoice.entries}
      keyOf={(entry) => entry.id}
      columns={[
        {
          heading: t`When`,
          rowHeader: true,
          className: 'whitespace-nowrap',
          cell: (entry) => <time dateTime={entry.recordedAt}>{formatDateTime(entry.recordedAt)}</time>,
        },
        {
          heading: t`Kind`,
          cell: (entry) => (
            <span className="flex flex-wrap items-center gap-1">
              {t(entryKindLabels[entry.kind])}
              {entry.refundRequest && (
                <Badge tone={refundStateLooks[entry.refundRequest.state].tone}>
                  {t(refundRequestLabels[entry.refundRequest.state])}
                </Badge>
              )}
            </span>
          ),
        },
        {
          heading: t`Amount`,
          className: 'whitespace-nowrap tabular-nums',
          cell: (entry) => formatMoney(entry.amountMinor, currency),
        },
        { heading: t`Method`, cell: (entry) => t(methodLabels[entry.method]) },
        { heading: t`Reference`, className: 'break-words', cell: (entry) => entry.reference || '—' },
        { heading: t`Note`, className: 'break-words', cell: (entry) => entry.note || '—' },
        {
          heading: t`Recorded by`,
          cell: (entry) =>
            entry.recordedBy?.name ?? (entry.method === 'online' ? t`Online payment` : t`Deleted account`),
        },
        {
          heading: t`Receipt no.`,
          className: 'tabular-nums',
          cell: (entry) => (entry.receiptNumber === null ? '—' : String(entry.receiptNumber)),
        },
        { heading: t`Actions`, cell: actions },
      ]}
    />
  );
}
