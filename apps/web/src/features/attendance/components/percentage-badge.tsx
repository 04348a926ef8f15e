import { Trans } from '@lingui/react/macro';
import { type AttendanceBand, attendanceBand } from '@tutorium/contract/attendance';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatPercent } from '../../../lib/format';

const bandTones: Readonly<Record<AttendanceBand, BadgeTone>> = { good: 'green', fair: 'yellow', poor: 'red' };

/** The attendance rate, green from 80%, yellow from 60%, red below (docs/seed-spec.md §9); "No records yet" with nothing to count. */
export function PercentageBadge({ percentage }: { percentage: number | null }) {
  if (percentage === null)
    return (
      <Badge tone="slate">
        <Trans>No records yet</Trans>
      </Badge>
    );
  return <Badge tone={bandTones[attendanceBand(percentage)]}>{formatPercent(percentage)}</Badge>;
}
