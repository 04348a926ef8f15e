import { type AttendanceStats, type AttendanceStatus, attendancePercentage } from '@tutorium/contract/attendance';

export interface StatusCounts {
  total: number;
  present: number;
  absent: number;
  late: number;
  excused: number;
}

export const toStats = (counts: StatusCounts): AttendanceStats => ({
  ...counts,
  percentage: attendancePercentage(counts.present, counts.total),
});

export function tally(statuses: readonly AttendanceStatus[]): AttendanceStats {
  const counts: StatusCounts = { total: statuses.length, present: 0, absent: 0, late: 0, excused: 0 };
  for (const status of statuses) counts[status] += 1;
  return toStats(counts);
}

export function addCounts(all: readonly StatusCounts[]): StatusCounts {
  return all.reduce(
    (sum, counts) => ({
      total: sum.total + counts.total,
      present: sum.present + counts.present,
      absent: sum.absent + counts.absent,
      late: sum.late + counts.late,
      excused: sum.excused + counts.excused,
    }),
    { total: 0, present: 0, absent: 0, late: 0, excused: 0 },
  );
}
