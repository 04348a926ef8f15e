import { type AttendanceBand, attendanceBand } from '@tutorium/contract/attendance';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const bandTones: Readonly<Record<AttendanceBand, BadgeTone>> = { good: 'green', fair: 'yellow', poor: 'red' };

/** The attendance rate, green from 80%, yellow from 60%, red below (spec 9); "No records yet" with nothing to count. */
export function PercentageBadge({ percentage }: { percentage: number | null }) {
  if (percentage === null) return <Badge tone="slate">No records yet</Badge>;
  return <Badge tone={bandTones[attendanceBand(percentage)]}>{percentage}%</Badge>;
}

const bandText: Readonly<Record<AttendanceBand, string>> = {
  good: 'text-green-700',
  fair: 'text-amber-700',
  poor: 'text-red-700',
};

/** The rate as a large figure in its band's colour, for summary cards. */
export function PercentageFigure({ percentage }: { percentage: number | null }) {
  if (percentage === null) return <span className="text-base font-medium text-slate-600">No records yet</span>;
  return <span className={bandText[attendanceBand(percentage)]}>{percentage}%</span>;
}
