import type { PerformanceRow } from '@tutorium/contract/dashboard';
import { AttendanceRateValue } from '../../../components/attendance/stat-attendance-rate';
import { performanceColumns } from '../../../components/course/performance-columns';
import { studentInCourseKey } from '../../../components/course/student-course-columns';
import { StatColumnTable } from '../../../components/ui/stat-table';

const columns = performanceColumns({
  heading: 'Attendance (all time)',
  className: 'font-semibold',
  cell: (row) => <AttendanceRateValue percentage={row.attendance} />,
});

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
