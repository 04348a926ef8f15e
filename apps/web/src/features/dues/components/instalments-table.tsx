import { useLingui } from '@lingui/react/macro';
import type { Instalment, InstalmentStatus } from '@tutorium/contract/fees';
import { LookupBadge } from '../../../components/ui/badge';
import { StatColumnTable } from '../../../components/ui/stat-table';
import { formatCalendarDate, formatMoney } from '../../../lib/format';

/** The parts the fee is paid in, each with its due date and how much of it is covered. */
export function InstalmentsTable({ instalments, currency }: { instalments: readonly Instalment[]; currency: string }) {
  const { t } = useLingui();
  const looks = {
    paid: { label: t`Paid`, tone: 'green' },
    due: { label: t`Due`, tone: 'indigo' },
    overdue: { label: t`Overdue`, tone: 'red' },
    cancelled: { label: t`Cancelled`, tone: 'slate' },
  } as const satisfies Record<InstalmentStatus, unknown>;
  return (
    <StatColumnTable
      caption={t`Instalments`}
      cards
      rows={instalments}
      keyOf={(instalment) => String(instalment.seq)}
      columns={[
        { heading: t`Instalment`, rowHeader: true, cell: (instalment) => `${instalment.seq}` },
        {
          heading: t`Due date`,
          className: 'whitespace-nowrap',
          cell: (instalment) => formatCalendarDate(instalment.dueDate),
        },
        {
          heading: t`Amount`,
          className: 'tabular-nums',
          cell: (instalment) => formatMoney(instalment.amountMinor, currency),
        },
        {
          heading: t`Paid`,
          className: 'tabular-nums',
          cell: (instalment) => formatMoney(instalment.paidMinor, currency),
        },
        { heading: t`Status`, cell: (instalment) => <LookupBadge looks={looks} value={instalment.status} /> },
      ]}
    />
  );
}
