import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import type { GradebookCategory, GradebookCell, GradebookColumn, MyGrades } from '@tutorium/contract/gradebook';
import { ClipboardList } from 'lucide-react';
import { useId } from 'react';
import { RouteCourseGate } from '../../../components/course/route-course-gate';
import { QueryView } from '../../../components/list-screen/query-view';
import { BackLink } from '../../../components/ui/back-link';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { type StatColumn, StatColumnTable } from '../../../components/ui/stat-table';
import { formatDateTime, formatNumber, formatPercent } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useMyGrades } from '../api/use-gradebook';
import { useCategoryName } from '../components/category-names';
import { CellMark } from '../components/cell-mark';
import { CourseGrade } from '../components/gradebook-table';

type WorkRow = { column: GradebookColumn; cell: GradebookCell };
type CategoryRow = { category: GradebookCategory; percent: number | null };

function MyGradesBody({ grades, courseTitle }: { grades: MyGrades; courseTitle: string }) {
  const { t } = useLingui();
  const categoryName = useCategoryName(grades.categories);
  const categoriesHeadingId = useId();
  const workHeadingId = useId();
  const work: WorkRow[] = grades.columns.flatMap((column, index) => {
    const cell = grades.row.cells[index];
    return cell === undefined ? [] : [{ column, cell }];
  });
  const categoryRows: CategoryRow[] = grades.categories.map((category) => ({
    category,
    percent: grades.row.categories.find((result) => result.categoryId === category.id)?.percent ?? null,
  }));
  const workColumns: StatColumn<WorkRow>[] = [
    {
      heading: t`Work`,
      rowHeader: true,
      cell: ({ column }) => {
        const points = formatNumber(column.points);
        return (
          <>
            <span className="block font-medium break-words text-slate-900">{column.title}</span>
            <span className="block text-xs text-slate-600">
              <Trans>out of {points}</Trans>
            </span>
          </>
        );
      },
    },
    {
      heading: t`Due`,
      cell: ({ column }) =>
        column.dueAt === null ? '—' : <time dateTime={column.dueAt}>{formatDateTime(column.dueAt)}</time>,
    },
    { heading: t`Category`, cell: ({ column }) => categoryName(column.categoryId) },
    { heading: t`Mark`, cell: ({ cell }) => <CellMark cell={cell} /> },
  ];
  const categoryColumns: StatColumn<CategoryRow>[] = [
    { heading: t`Category`, rowHeader: true, cell: ({ category }) => category.name },
    { heading: t`Weight`, cell: ({ category }) => formatNumber(category.weight) },
    { heading: t`Your percentage`, cell: ({ percent }) => (percent === null ? '—' : formatPercent(percent)) },
  ];

  return (
    <div className="space-y-8">
      <Card className="flex flex-wrap items-center gap-3 p-4">
        <p className="font-medium text-slate-800">
          <Trans>Course grade</Trans>
        </p>
        <CourseGrade percent={grades.row.percent} grade={grades.row.grade} />
        <p className="w-full text-sm text-slate-600">
          {grades.missingWork === 'zero'
            ? t`Work not handed in by its due time counts as zero.`
            : t`Work not handed in by its due time is left out.`}{' '}
          {t`Only marks your teacher has released count.`}
        </p>
      </Card>
      {categoryRows.length > 0 && (
        <section aria-labelledby={categoriesHeadingId}>
          <h2 id={categoriesHeadingId} className="mb-3 text-lg font-semibold text-slate-900">
            <Trans>Categories</Trans>
          </h2>
          <StatColumnTable
            caption={t`Categories of ${courseTitle}`}
            minWidth="min-w-[20rem]"
            columns={categoryColumns}
            rows={categoryRows}
            keyOf={(row) => row.category.id}
          />
        </section>
      )}
      <section aria-labelledby={workHeadingId}>
        <h2 id={workHeadingId} className="mb-3 text-lg font-semibold text-slate-900">
          <Trans>Marks</Trans>
        </h2>
        {work.length === 0 ? (
          <EmptyState
            icon={ClipboardList}
            title={t`Nothing to mark yet`}
            description={t`Your teacher has not set assignments or tests in this course yet.`}
          />
        ) : (
          <StatColumnTable
            caption={t`Your marks in ${courseTitle}`}
            columns={workColumns}
            rows={work}
            keyOf={(row) => row.column.key}
            cards
          />
        )}
      </section>
    </div>
  );
}

function MyGradesScreen({ course }: { course: Course }) {
  const { t } = useLingui();
  const courseTitle = course.title;
  const grades = useMyGrades(course.id);
  return (
    <>
      <BackLink to={href('student.progress')} className="mb-4">
        <Trans>Back to My Progress</Trans>
      </BackLink>
      <PageHeader title={t`Grades: ${courseTitle}`} description={t`Your marks in this course and your course grade.`} />
      <QueryView query={grades} loadingLabel={t`Loading your grades`}>
        {(data) => <MyGradesBody grades={data} courseTitle={courseTitle} />}
      </QueryView>
    </>
  );
}

/** A student's own row of a course's gradebook: each mark, each category and the course grade. */
export function MyGradesPage() {
  const { t } = useLingui();
  return (
    <RouteCourseGate
      notFound={{
        description: t`The requested course could not be found. Please go back to your progress.`,
        backTo: href('student.progress'),
        backLabel: t`Back to My Progress`,
      }}
    >
      {(course) => <MyGradesScreen course={course} />}
    </RouteCourseGate>
  );
}
