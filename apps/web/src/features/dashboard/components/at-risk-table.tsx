import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AtRiskRow } from '@tutorium/contract/at-risk';
import { AttendanceRateValue } from '../../../components/attendance/stat-attendance-rate';
import { courseColumn, studentColumn, studentInCourseKey } from '../../../components/course/student-course-columns';
import { type StatColumn, StatColumnTable } from '../../../components/ui/stat-table';
import { TextLink } from '../../../components/ui/text-link';

/** The table's columns, their texts in the active language. */
function useColumns(): readonly StatColumn<AtRiskRow>[] {
  const { t } = useLingui();
  /** Why a student is listed: each reason the API gave, as a phrase, joined by semicolons. */
  const reasonsOf = ({ attendance, missedInARow, thresholds, reasons }: AtRiskRow): string => {
    const { present, total } = attendance;
    const percentage = attendance.percentage ?? 0;
    const threshold = thresholds.belowPercent;
    const parts: string[] = [];
    if (reasons.includes('low_attendance'))
      parts.push(
        t`${percentage}% attendance over the last 4 weeks, ${present} of ${plural(total, { one: '# class', other: '# classes' })} present (below ${threshold}%)`,
      );
    if (reasons.includes('missed_in_a_row'))
      parts.push(t`missed the last ${plural(missedInARow, { one: '# class', other: '# classes' })} in a row`);
    return parts.join('; ');
  };
  return [
    studentColumn,
    courseColumn,
    {
      heading: t`Attendance (last 4 weeks)`,
      className: 'whitespace-nowrap',
      cell: ({ attendance: { percentage, present, total } }) => (
        <>
          <AttendanceRateValue percentage={percentage} />
          <span className="block text-xs text-slate-600">
            <Trans>
              {present} of {total} present
            </Trans>
          </span>
        </>
      ),
    },
    { heading: t`Missed in a row`, cell: (row) => row.missedInARow },
    { heading: t`Why`, className: 'text-slate-700', cell: reasonsOf },
    {
      heading: t`Record`,
      className: 'whitespace-nowrap',
      cell: (row) => {
        const studentName = row.student.name;
        const courseTitle = row.course.title;
        return (
          <TextLink to={row.link}>
            <Trans>
              View record
              <span className="sr-only">
                {' '}
                of {studentName} in {courseTitle}
              </span>
            </Trans>
          </TextLink>
        );
      },
    },
  ];
}

/** At-risk students with why each is listed and a link to their record in the course. */
export function AtRiskTable({ rows, busy = false }: { rows: readonly AtRiskRow[]; busy?: boolean }) {
  const { t } = useLingui();
  const columns = useColumns();
  return (
    <StatColumnTable
      caption={t`Students at risk`}
      columns={columns}
      rows={rows}
      keyOf={studentInCourseKey}
      busy={busy}
      minWidth="min-w-[48rem]"
      cards
    />
  );
}
