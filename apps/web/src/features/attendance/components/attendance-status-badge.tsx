import type { AttendanceStatus } from '@tutorium/contract/attendance';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

export const statusLabels: Readonly<Record<AttendanceStatus, string>> = {
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
  excused: 'Excused',
};

const statusTones: Readonly<Record<AttendanceStatus, BadgeTone>> = {
  present: 'green',
  absent: 'red',
  late: 'yellow',
  excused: 'indigo',
};

export function AttendanceStatusBadge({ status }: { status: AttendanceStatus }) {
  return <Badge tone={statusTones[status]}>{statusLabels[status]}</Badge>;
}
