import { useLingui } from '@lingui/react/macro';
import type { PerformanceRow } from '@tutorium/contract/dashboard';
import { AttendanceRateValue } from '../../../components/attendance/stat-attendance-rate';
import { performanceColumns } from '../../../components/course/performance-columns';
import { studentInCourseKey } from '../../../components/course/student-course-columns';
import { StatColumnTable } from '../../../components/ui/stat-table';

/** The dashboard's Student Performance table: each student in each course, most recently active first. */
export function PerformanceTable({ rows }: { rows: readonly PerformanceRow[] }) {
  const { t } = useLingui();
  const columns = performanceColumns({
    heading: t`Attendance (all time)`,
    className: 'font-semibold',
    cell: (row) => <AttendanceRateValue percentage={row.attendance} />,
  });
  return (
    <StatColumnTable
      cards
      caption={t`Student performance, most recently active first`}
      columns={columns}
      rows={rows}
      keyOf={studentInCourseKey}
    />
  );
}
