import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { PerformanceRow } from '@tutorium/contract/dashboard';
import { AttendanceRateValue } from '../../../components/attendance/stat-attendance-rate';
import { GradeBadge } from '../../../components/course/grade-scale';
import { performanceColumns } from '../../../components/course/performance-columns';
import { studentInCourseKey } from '../../../components/course/student-course-columns';
import { type StatColumn, StatColumnTable } from '../../../components/ui/stat-table';
import type { PerformanceSort, SortOrder } from '../api/analytics-params';
import { SortHeader } from './sort-header';

const sortColumns: readonly { label: MessageDescriptor; column: PerformanceSort }[] = [
  { label: msg`Student`, column: 'student' },
  { label: msg`Course`, column: 'course' },
  { label: msg`Attendance (all time)`, column: 'attendance' },
  { label: msg`Progress`, column: 'progress' },
  { label: msg`Score`, column: 'score' },
  { label: msg`Last Activity`, column: 'lastActivity' },
];

/** The table's columns, their texts in the active language. */
function useColumns(): readonly StatColumn<PerformanceRow>[] {
  const { t } = useLingui();
  const attendanceColumn: StatColumn<PerformanceRow> = {
    heading: t`Attendance (all time)`,
    cell: ({ attendance, attendanceRecords }) => (
      <>
        <span className="font-semibold">
          <AttendanceRateValue percentage={attendance} />
        </span>
        {attendanceRecords > 0 && (
          <span className="block text-xs text-slate-600">
            <Plural value={attendanceRecords} one="# record" other="# records" />
          </span>
        )}
      </>
    ),
  };
  const scoreColumn: StatColumn<PerformanceRow> = {
    heading: t`Score`,
    className: 'whitespace-nowrap',
    cell: (row) =>
      row.score === null ? (
        <span className="text-slate-600">
          <Trans>No score yet</Trans>
        </span>
      ) : (
        <span className="inline-flex items-center gap-2">
          <span className="font-semibold text-slate-900">{row.score}</span>
          {row.grade !== null && <GradeBadge grade={row.grade} />}
        </span>
      ),
  };
  return performanceColumns(attendanceColumn, scoreColumn);
}

interface PerformanceTableProps {
  rows: readonly PerformanceRow[];
  sort: PerformanceSort;
  order: SortOrder;
  onSort: (column: PerformanceSort, order: SortOrder) => void;
  busy: boolean;
}

/** Every student in every course of the teacher's, with sortable column headings. */
export function PerformanceTable({ rows, sort, order, onSort, busy }: PerformanceTableProps) {
  const { t } = useLingui();
  const columns = useColumns();
  return (
    <StatColumnTable
      cards
      caption={t`Student performance`}
      busy={busy}
      minWidth="min-w-[56rem]"
      head={
        <tr>
          {sortColumns.map(({ label, column }) => (
            <SortHeader key={column} label={t(label)} column={column} sort={sort} order={order} onSort={onSort} />
          ))}
        </tr>
      }
      columns={columns}
      rows={rows}
      keyOf={studentInCourseKey}
    />
  );
}
