import { type AtRiskRow, describeAtRisk } from '@tutorium/contract/at-risk';
import { AttendanceRateValue } from '../../../components/attendance/stat-attendance-rate';
import { courseColumn, studentColumn, studentInCourseKey } from '../../../components/course/student-course-columns';
import { type StatColumn, StatColumnTable } from '../../../components/ui/stat-table';
import { TextLink } from '../../../components/ui/text-link';

const columns: readonly StatColumn<AtRiskRow>[] = [
  studentColumn,
  courseColumn,
  {
    heading: 'Attendance (last 4 weeks)',
    className: 'whitespace-nowrap',
    cell: (row) => (
      <>
        <AttendanceRateValue percentage={row.attendance.percentage} />
        <span className="block text-xs text-slate-600">
          {row.attendance.present} of {row.attendance.total} present
        </span>
      </>
    ),
  },
  { heading: 'Missed in a row', cell: (row) => row.missedInARow },
  { heading: 'Why', className: 'text-slate-700', cell: describeAtRisk },
  {
    heading: 'Record',
    className: 'whitespace-nowrap',
    cell: (row) => (
      <TextLink to={row.link}>
        View record
        <span className="sr-only">
          {' '}
          of {row.student.name} in {row.course.title}
        </span>
      </TextLink>
    ),
  },
];

/** At-risk students with why each is listed and a link to their record in the course. */
export function AtRiskTable({ rows, busy = false }: { rows: readonly AtRiskRow[]; busy?: boolean }) {
  return (
    <StatColumnTable
      caption="Students at risk"
      columns={columns}
      rows={rows}
      keyOf={studentInCourseKey}
      busy={busy}
      minWidth="min-w-[48rem]"
      cards
    />
  );
}
