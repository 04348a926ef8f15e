import type { PerformanceRow } from '@tutorium/contract/dashboard';
import { AttendanceRateValue } from '../../../components/attendance/stat-attendance-rate';
import { GradeBadge } from '../../../components/course/grade-scale';
import { performanceColumns } from '../../../components/course/performance-columns';
import { studentInCourseKey } from '../../../components/course/student-course-columns';
import { type StatColumn, StatColumnTable } from '../../../components/ui/stat-table';
import type { PerformanceSort, SortOrder } from '../api/analytics-params';
import { SortHeader } from './sort-header';

const sortColumns: readonly { label: string; column: PerformanceSort }[] = [
  { label: 'Student', column: 'student' },
  { label: 'Course', column: 'course' },
  { label: 'Attendance (all time)', column: 'attendance' },
  { label: 'Progress', column: 'progress' },
  { label: 'Score', column: 'score' },
  { label: 'Last Activity', column: 'lastActivity' },
];

const attendanceColumn: StatColumn<PerformanceRow> = {
  heading: 'Attendance (all time)',
  cell: (row) => (
    <>
      <span className="font-semibold">
        <AttendanceRateValue percentage={row.attendance} />
      </span>
      {row.attendanceRecords > 0 && (
        <span className="block text-xs text-slate-600">
          {row.attendanceRecords} {row.attendanceRecords === 1 ? 'record' : 'records'}
        </span>
      )}
    </>
  ),
};

const scoreColumn: StatColumn<PerformanceRow> = {
  heading: 'Score',
  className: 'whitespace-nowrap',
  cell: (row) =>
    row.score === null ? (
      <span className="text-slate-600">No score yet</span>
    ) : (
      <span className="inline-flex items-center gap-2">
        <span className="font-semibold text-slate-900">{row.score}</span>
        {row.grade !== null && <GradeBadge grade={row.grade} />}
      </span>
    ),
};

const columns = performanceColumns(attendanceColumn, scoreColumn);

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
    <StatColumnTable
      cards
      caption="Student performance"
      busy={busy}
      minWidth="min-w-[56rem]"
      head={
        <tr>
          {sortColumns.map(({ label, column }) => (
            <SortHeader key={column} label={label} column={column} sort={sort} order={order} onSort={onSort} />
          ))}
        </tr>
      }
      columns={columns}
      rows={rows}
      keyOf={studentInCourseKey}
    />
  );
}
