import type { PerformanceRow } from '@tutorium/contract/dashboard';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { AttendanceRateValue } from '../../../components/ui/stat-attendance-rate';
import { StatTable, statCellClassName, statHeaderCellClassName } from '../../../components/ui/stat-table';
import { formatDate } from '../../../lib/format';

const headings = ['Student', 'Course', 'Attendance %', 'Progress', 'Last Activity'] as const;

/** The dashboard's Student Performance table: each student in each course, most recently active first. */
export function PerformanceTable({ rows }: { rows: readonly PerformanceRow[] }) {
  return (
    <StatTable
      caption="Student performance, most recently active first"
      head={
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col" className={statHeaderCellClassName}>
              {heading}
            </th>
          ))}
        </tr>
      }
    >
      {rows.map((row) => (
        <tr key={`${row.student.id}-${row.course.id}`}>
          <th scope="row" className={`${statCellClassName} text-left font-normal`}>
            <span className="block font-medium break-words text-slate-900">{row.student.name}</span>
            <span className="block text-xs break-all text-slate-600">{row.student.email}</span>
          </th>
          <td className={`${statCellClassName} break-words`}>{row.course.title}</td>
          <td className={`${statCellClassName} font-semibold`}>
            <AttendanceRateValue percentage={row.attendance} />
          </td>
          <td className={`${statCellClassName} min-w-32`}>
            <ProgressBar
              value={row.progress}
              label={`Progress of ${row.student.name} in ${row.course.title}`}
              caption={`${row.progress}%`}
              size="sm"
            />
          </td>
          <td className={`${statCellClassName} whitespace-nowrap`}>
            {row.lastActivity === null ? (
              <span className="text-slate-600">No activity yet</span>
            ) : (
              <time dateTime={row.lastActivity}>{formatDate(row.lastActivity)}</time>
            )}
          </td>
        </tr>
      ))}
    </StatTable>
  );
}
