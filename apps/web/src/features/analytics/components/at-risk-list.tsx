import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherAnalytics } from '@tutorium/contract/analytics';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { AttendanceRateValue } from '../../../components/attendance/stat-attendance-rate';
import { studentColumn, studentInCourseKey } from '../../../components/course/student-course-columns';
import { EmptyState } from '../../../components/ui/empty-state';
import { type StatColumn, StatColumnTable } from '../../../components/ui/stat-table';
import { TextLink } from '../../../components/ui/text-link';
import { href } from '../../../lib/href';

/** The table's columns, their texts in the active language. */
function useColumns(): readonly StatColumn<TeacherAnalytics['atRisk'][number]>[] {
  const { t } = useLingui();
  return [
    studentColumn,
    {
      heading: t`Course`,
      className: 'break-words',
      cell: (row) => (
        <TextLink to={href('teacher.courseAttendance', { courseId: row.course.id })}>
          {row.course.title}
          <span className="sr-only">
            {' '}
            <Trans>attendance</Trans>
          </span>
        </TextLink>
      ),
    },
    {
      heading: t`Attendance (last 4 weeks)`,
      className: 'font-semibold',
      cell: (row) => <AttendanceRateValue percentage={row.percentage} />,
    },
    {
      heading: t`Present`,
      className: 'whitespace-nowrap',
      cell: ({ present, total }) =>
        t`${present} of ${plural(total, { one: '# class', other: '# classes' })} in the last 4 weeks`,
    },
  ];
}

/**
 * The at-risk students as of today (the dashboard's definition, whatever the date range), lowest
 * attendance first, each leading to that course's register.
 */
export function AtRiskList({ students }: { students: TeacherAnalytics['atRisk'] }) {
  const { t } = useLingui();
  const headingId = useId();
  const columns = useColumns();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <Trans>At-risk students</Trans>
      </h2>
      <p className="mt-0.5 mb-4 text-sm text-slate-600">
        <Trans>
          As of today: attendance over the last 4 weeks below the course's line (counted once a student has the course's
          minimum of marked classes), or classes missed in a row; each course sets all three. Lowest attendance first,
          whatever the dates above.
        </Trans>
      </p>
      {students.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title={t`Nobody is at risk`}
          description={t`Nobody's attendance over the last 4 weeks is below their course's line, and nobody missed classes in a row.`}
        />
      ) : (
        <StatColumnTable
          caption={t`Students at risk now`}
          minWidth="min-w-[36rem]"
          cards
          columns={columns}
          rows={students}
          keyOf={studentInCourseKey}
        />
      )}
    </section>
  );
}
