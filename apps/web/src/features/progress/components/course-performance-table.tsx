import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseProgress } from '@tutorium/contract/progress';
import { GradeBadge } from '../../../components/course/grade-scale';
import { lastActivityColumn } from '../../../components/course/student-course-columns';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { type StatColumn, StatColumnTable } from '../../../components/ui/stat-table';
import { TextLink } from '../../../components/ui/text-link';
import { formatPercent } from '../../../lib/format';
import { href } from '../../../lib/href';

/** The table's columns, their texts in the active language. */
function useColumns(): readonly StatColumn<CourseProgress>[] {
  const { t } = useLingui();
  const lessonsLabel = ({ completedLessons, totalLessons }: CourseProgress) =>
    totalLessons === 0
      ? t`No lessons yet`
      : t`${completedLessons} of ${plural(totalLessons, { one: '# lesson', other: '# lessons' })}`;
  return [
    {
      heading: t`Course`,
      rowHeader: true,
      cell: (row) => (
        <>
          <TextLink to={href('student.courseDetail', { id: row.course.id })} className="break-words">
            {row.course.title}
          </TextLink>
          <span className="block text-xs text-slate-600">{row.course.category}</span>
        </>
      ),
    },
    {
      heading: t`Progress`,
      className: 'w-48',
      cell: (row) => {
        const courseTitle = row.course.title;
        return (
          <>
            <ProgressBar
              value={row.progress}
              label={t`Progress in ${courseTitle}`}
              caption={formatPercent(row.progress)}
              valueText={`${row.progress}%, ${lessonsLabel(row)}`}
              size="sm"
            />
            <span className="mt-1 block text-xs text-slate-600">{lessonsLabel(row)}</span>
          </>
        );
      },
    },
    {
      heading: t`Grade`,
      cell: ({ grade, score }) =>
        grade === null ? (
          <span className="text-slate-600">
            <Trans>Not graded yet</Trans>
          </span>
        ) : (
          <span className="inline-flex items-center gap-2">
            <GradeBadge grade={grade} />
            {score !== null && (
              <span className="text-xs text-slate-600">
                <Trans>Score {score}</Trans>
              </span>
            )}
          </span>
        ),
    },
    lastActivityColumn,
    {
      heading: t`Grades`,
      cell: (row) => {
        const courseTitle = row.course.title;
        return (
          <TextLink to={href('student.courseGrades', { courseId: row.course.id })}>
            <Trans>
              Grades <span className="sr-only">in {courseTitle}</span>
            </Trans>
          </TextLink>
        );
      },
    },
  ];
}

/** Course, progress, grade and last activity of every course the student is enrolled in. */
export function CoursePerformanceTable({ courses }: { courses: readonly CourseProgress[] }) {
  const { t } = useLingui();
  const columns = useColumns();
  return (
    <StatColumnTable
      caption={t`Course performance`}
      minWidth="min-w-[36rem]"
      columns={columns}
      rows={courses}
      keyOf={(row) => row.course.id}
    />
  );
}
