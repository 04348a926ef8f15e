import { type AttendanceStatus, attendancePercentage } from '@tutorium/contract/attendance';
import type { GuardianChildOverview } from '@tutorium/contract/guardians';

type AttendanceTally = GuardianChildOverview['attendance']['thisWeek'];

/**
 * The share of marked classes the child was present at, as every attendance rate of Tutorium counts
 * it (late and excused are records but not present; docs/product.md), so a guardian reads the same
 * figure as the child and the teacher. The list and the overview both count through here.
 */
export const attendedPercent = (counts: Pick<AttendanceTally, 'present' | 'total'>): number | null =>
  attendancePercentage(counts.present, counts.total);

export function tallyOf(statuses: readonly AttendanceStatus[]): AttendanceTally {
  const counts = { present: 0, late: 0, absent: 0, excused: 0, total: statuses.length };
  for (const status of statuses) counts[status] += 1;
  return { ...counts, percentage: attendedPercent(counts) };
}
