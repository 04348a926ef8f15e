import type { PerformanceRow } from '@tutorium/contract/dashboard';
import { GradeBadge } from '../../../components/ui/grade-scale';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { AttendanceRateValue } from '../../../components/ui/stat-attendance-rate';
import { StatTable, statCellClassName } from '../../../components/ui/stat-table';
import { formatDate } from '../../../lib/format';
import type { PerformanceSort, SortOrder } from '../api/analytics-keys';
import { SortHeader } from './sort-header';

const columns: readonly { label: string; column: PerformanceSort }[] = [
  { label: 'Student', column: 'student' },
  { label: 'Course', column: 'course' },
  { label: 'Attendance', column: 'attendance' },
  { label: 'Progress', column: 'progress' },
  { label: 'Score', column: 'score' },
  { label: 'Last Activity', column: 'lastActivity' },
];

interface PerformanceTableProps {
  rows: readonly PerformanceRow[];
  sort: PerformanceSort;
  order: SortOrder;
  onSort: (column: PerformanceSort, order: SortOrder) => void;
  busy: boolean;
}

/** Every student in every course of the teacher's, with sortable column headings. */
export function PerformanceTable({ rows, sort, order, onSort, busy }: PerformanceTableProps) {
  return (
    <StatTable
      caption="Student performance"
      busy={busy}
      minWidth="min-w-[56rem]"
      head={
        <tr>
          {columns.map(({ label, column }) => (
            <SortHeader key={column} label={label} column={column} sort={sort} order={order} onSort={onSort} />
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
          <td className={statCellClassName}>
            <span className="font-semibold">
              <AttendanceRateValue percentage={row.attendance} />
            </span>
            {row.attendanceRecords > 0 && (
              <span className="block text-xs text-slate-600">
                {row.attendanceRecords} {row.attendanceRecords === 1 ? 'record' : 'records'}
              </span>
            )}
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
            {row.score === null ? (
              <span className="text-slate-600">No score yet</span>
            ) : (
              <span className="inline-flex items-center gap-2">
                <span className="font-semibold text-slate-900">{row.score}</span>
                {row.grade !== null && <GradeBadge grade={row.grade} />}
              </span>
            )}
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
