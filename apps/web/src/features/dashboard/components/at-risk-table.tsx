import { type AtRiskRow, describeAtRisk } from '@tutorium/contract/at-risk';
import { AttendanceRateValue } from '../../../components/ui/stat-attendance-rate';
import { StatTable, StudentRowHeader, statCellClassName } from '../../../components/ui/stat-table';
import { TextLink } from '../../../components/ui/text-link';

const headings = ['Student', 'Course', 'Attendance (4 weeks)', 'Missed in a row', 'Why', 'Record'] as const;

/** At-risk students with why each is listed and a link to their record in the course. */
export function AtRiskTable({ rows, busy = false }: { rows: readonly AtRiskRow[]; busy?: boolean }) {
  return (
    <StatTable caption="Students at risk" headings={headings} busy={busy} minWidth="min-w-[48rem]" cards>
      {rows.map((row) => (
        <tr key={`${row.student.id}-${row.course.id}`}>
          <StudentRowHeader student={row.student} />
          <td data-label="Course" className={`${statCellClassName} break-words`}>
            {row.course.title}
          </td>
          <td data-label="Attendance (4 weeks)" className={`${statCellClassName} whitespace-nowrap`}>
            <AttendanceRateValue percentage={row.attendance.percentage} />
            <span className="block text-xs text-slate-600">
              {row.attendance.present} of {row.attendance.total} present
            </span>
          </td>
          <td data-label="Missed in a row" className={statCellClassName}>
            {row.missedInARow}
          </td>
          <td data-label="Why" className={`${statCellClassName} text-slate-700`}>
            {describeAtRisk(row)}
          </td>
          <td data-label="Record" className={`${statCellClassName} whitespace-nowrap`}>
            <TextLink to={row.link}>
              View record
              <span className="sr-only">
                {' '}
                of {row.student.name} in {row.course.title}
              </span>
            </TextLink>
          </td>
        </tr>
      ))}
    </StatTable>
  );
}
