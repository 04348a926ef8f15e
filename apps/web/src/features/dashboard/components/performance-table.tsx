import type { PerformanceRow } from '@tutorium/contract/dashboard';
import { AttendanceRateValue } from '../../../components/ui/stat-attendance-rate';
import { type StatColumn, StatColumnTable } from '../../../components/ui/stat-table';
import {
  courseColumn,
  lastActivityColumn,
  progressColumn,
  studentColumn,
  studentInCourseKey,
} from '../../../components/ui/student-course-columns';

const columns: readonly StatColumn<PerformanceRow>[] = [
  studentColumn,
  courseColumn,
  {
    heading: 'Attendance %',
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
