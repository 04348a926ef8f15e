import { useLingui } from '@lingui/react/macro';
import type { DueRow } from '@tutorium/contract/fees';
import { Banknote } from 'lucide-react';
import { Badge, LookupBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { StatColumnTable } from '../../../components/ui/stat-table';
import { TextLink } from '../../../components/ui/text-link';
import { formatCalendarDate, formatMoney } from '../../../lib/format';
import { href } from '../../../lib/href';
import { invoiceStatusLooks } from './money-words';

interface DuesTableProps {
  rows: readonly DueRow[];
  currency: string;
  busy: boolean;
  onRecordPayment: (row: DueRow) => void;
}

/** A page of invoices: who owes what on which course, what comes due next, and the desk's action. */
export function DuesTable({ rows, currency, busy, onRecordPayment }: DuesTableProps) {
  const { t } = useLingui();
  const money = (minor: number) => formatMoney(minor, currency);
  const statusLooks = {
    open: { label: t(invoiceStatusLooks.open.label), tone: invoiceStatusLooks.open.tone },
    paid: { label: t(invoiceStatusLooks.paid.label), tone: invoiceStatusLooks.paid.tone },
    cancelled: { label: t(invoiceStatusLooks.cancelled.label), tone: invoiceStatusLooks.cancelled.tone },
  };
  return (
    <StatColumnTable
      caption={t`Dues`}
      cards
      busy={busy}
      minWidth="min-w-[60rem]"
      rows={rows}
      keyOf={(row) => row.invoiceId}
      columns={[
        {
          heading: t`Student`,
          rowHeader: true,
          cell: (row) =>
            row.student ? (
              <>
                <span className="block font-medium break-words text-slate-900">{row.student.name}</span>
                <span className="block text-xs break-all text-slate-600">{row.student.email}</span>
              </>
            ) : (
              <span className="text-slate-600 italic">{t`Deleted account`}</span>
            ),
        },
        { heading: t`Course`, className: 'break-words', cell: (row) => row.course.title },
        { heading: t`Total`, className: 'whitespace-nowrap tabular-nums', cell: (row) => money(row.totalMinor) },
        { heading: t`Paid`, className: 'whitespace-nowrap tabular-nums', cell: (row) => money(row.paidMinor) },
        { heading: t`Due`, className: 'whitespace-nowrap tabular-nums', cell: (row) => money(row.dueMinor) },
        {
          heading: t`Next due`,
          className: 'whitespace-nowrap',
          cell: (row) =>
            row.nextDue ? (
              <>
                <span className="block tabular-nums">{money(row.nextDue.amountMinor)}</span>
                <span className="block text-xs text-slate-600">{formatCalendarDate(row.nextDue.dueDate)}</span>
              </>
            ) : (
              '—'
            ),
        },
        {
          heading: t`Status`,
          cell: (row) =>
            row.overdue ? (
              <Badge tone="red">{t`Overdue`}</Badge>
            ) : (
              <LookupBadge looks={statusLooks} value={row.status} />
            ),
        },
        {
          heading: t`Actions`,
          cell: (row) => {
            const studentName = row.student?.name ?? t`Deleted account`;
            return (
              <div className="flex flex-wrap items-center gap-2 whitespace-nowrap">
                <TextLink
                  to={href('teacher.invoice', { id: row.invoiceId })}
                  aria-label={t`Invoice of ${studentName}`}
                  className="text-sm"
                >
                  {t`Invoice`}
                </TextLink>
                {row.status === 'open' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={Banknote}
                    aria-label={t`Record payment from ${studentName}`}
                    onClick={() => onRecordPayment(row)}
                  >
                    {t`Record payment`}
                  </Button>
                )}
              </div>
            );
          },
        },
      ]}
    />
  );
}
