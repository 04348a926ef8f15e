import type { PerformanceRow } from '@tutorium/contract/dashboard';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { AttendanceRateValue } from '../../../components/ui/stat-attendance-rate';
import { LastActivityCell, StatTable, StudentRowHeader, statCellClassName } from '../../../components/ui/stat-table';

const headings = ['Student', 'Course', 'Attendance %', 'Progress', 'Last Activity'] as const;

/** The dashboard's Student Performance table: each student in each course, most recently active first. */
export function PerformanceTable({ rows }: { rows: readonly PerformanceRow[] }) {
  return (
    <StatTable cards caption="Student performance, most recently active first" headings={headings}>
      {rows.map((row) => (
        <tr key={`${row.student.id}-${row.course.id}`}>
          <StudentRowHeader student={row.student} />
          <td data-label="Course" className={`${statCellClassName} break-words`}>
            {row.course.title}
          </td>
          <td data-label="Attendance %" className={`${statCellClassName} font-semibold`}>
            <AttendanceRateValue percentage={row.attendance} />
          </td>
          <td data-label="Progress" className={`${statCellClassName} min-w-32`}>
            <ProgressBar
              value={row.progress}
              label={`Progress of ${row.student.name} in ${row.course.title}`}
              caption={`${row.progress}%`}
              size="sm"
            />
          </td>
          <LastActivityCell value={row.lastActivity} />
        </tr>
      ))}
    </StatTable>
  );
}
