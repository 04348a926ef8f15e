import type { PerformanceRow } from '@tutorium/contract/dashboard';
import { GradeBadge } from '../../../components/ui/grade-scale';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { AttendanceRateValue } from '../../../components/ui/stat-attendance-rate';
import { LastActivityCell, StatTable, StudentRowHeader, statCellClassName } from '../../../components/ui/stat-table';
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
      cards
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
          <StudentRowHeader student={row.student} />
          <td data-label="Course" className={`${statCellClassName} break-words`}>
            {row.course.title}
          </td>
          <td data-label="Attendance" className={statCellClassName}>
            <span className="font-semibold">
              <AttendanceRateValue percentage={row.attendance} />
            </span>
            {row.attendanceRecords > 0 && (
              <span className="block text-xs text-slate-600">
                {row.attendanceRecords} {row.attendanceRecords === 1 ? 'record' : 'records'}
              </span>
            )}
          </td>
          <td data-label="Progress" className={`${statCellClassName} min-w-32`}>
            <ProgressBar
              value={row.progress}
              label={`Progress of ${row.student.name} in ${row.course.title}`}
              caption={`${row.progress}%`}
              size="sm"
            />
          </td>
          <td data-label="Score" className={`${statCellClassName} whitespace-nowrap`}>
            {row.score === null ? (
              <span className="text-slate-600">No score yet</span>
            ) : (
              <span className="inline-flex items-center gap-2">
                <span className="font-semibold text-slate-900">{row.score}</span>
                {row.grade !== null && <GradeBadge grade={row.grade} />}
              </span>
            )}
          </td>
          <LastActivityCell value={row.lastActivity} />
        </tr>
      ))}
    </StatTable>
  );
}
