import { Trans } from '@lingui/react/macro';
import { type AttendanceBand, attendanceBand } from '@tutorium/contract/attendance';
import { formatPercent } from '../../lib/format';

const bandText: Readonly<Record<AttendanceBand, string>> = {
  good: 'text-green-700',
  fair: 'text-amber-700',
  poor: 'text-red-700',
};

interface AttendanceRateValueProps {
  percentage: number | null;
  /** In a card's large figure, the "No records yet" sentence is set smaller than a number would be. */
  figure?: boolean;
}

/**
 * An attendance rate in its band's colour (docs/seed-spec.md §9: green from 80%, yellow from 60%, red below), or
 * "No records yet" when there is nothing to count (docs/product.md §1: no made-up 100%).
 */
export function AttendanceRateValue({ percentage, figure = false }: AttendanceRateValueProps) {
  if (percentage === null) {
    return (
      <span className={`font-medium text-slate-600 ${figure ? 'text-base' : ''}`}>
        <Trans>No records yet</Trans>
      </span>
    );
  }
  return <span className={bandText[attendanceBand(percentage)]}>{formatPercent(percentage)}</span>;
}
