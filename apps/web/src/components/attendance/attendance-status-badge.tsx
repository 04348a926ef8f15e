import type { AttendanceStatus } from '@tutorium/contract/attendance';
import { Badge, type BadgeTone } from '../ui/badge';

export const attendanceStatusLabels: Readonly<Record<AttendanceStatus, string>> = {
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

/** An attendance record's status, as registers, the student's records and the dashboard show it. */
export function AttendanceStatusBadge({ status }: { status: AttendanceStatus }) {
  return <Badge tone={statusTones[status]}>{attendanceStatusLabels[status]}</Badge>;
}
