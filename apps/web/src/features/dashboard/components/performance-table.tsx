import type { PerformanceRow } from '@tutorium/contract/dashboard';
import { AttendanceRateValue } from '../../../components/attendance/stat-attendance-rate';
import {
  courseColumn,
  lastActivityColumn,
  progressColumn,
  studentColumn,
  studentInCourseKey,
} from '../../../components/course/student-course-columns';
import { type StatColumn, StatColumnTable } from '../../../components/ui/stat-table';

const columns: readonly StatColumn<PerformanceRow>[] = [
  studentColumn,
  courseColumn,
  {
    heading: 'Attendance (all time)',
    className: 'font-semibold',
    cell: (row) => <AttendanceRateValue percentage={row.attendance} />,
  },
  progressColumn,
  lastActivityColumn,
];

/** The dashboard's Student Performance table: each student in each course, most recently active first. */
export function PerformanceTable({ rows }: { rows: readonly PerformanceRow[] }) {
  return (
    <StatColumnTable
      cards
      caption="Student performance, most recently active first"
      columns={columns}
      rows={rows}
      keyOf={studentInCourseKey}
    />
  );
}
