import { useLingui } from '@lingui/react/macro';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import type { Assignment } from '@tutorium/contract/assignments';
import { assignmentEndpoints } from '@tutorium/contract/endpoints/assignments';
import { CircleCheck, ClipboardList } from 'lucide-react';
import { QueryView } from '../../../components/list-screen/query-view';
import { PanelSpinner } from '../../../components/panel/panel';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { type StatColumn, StatColumnTable } from '../../../components/ui/stat-table';
import { TextLink } from '../../../components/ui/text-link';
import { endpointQuery } from '../../../lib/endpoint-query';
import { formatDateTime } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useStudentCourses } from '../../../lib/use-student-courses';
import { useDueAssignments } from '../api/use-assignments';
import { SubmissionStateBadge } from '../components/submission-state-badge';

function useColumns(): StatColumn<Assignment>[] {
  const { t } = useLingui();
  return [
    {
      heading: t`Assignment`,
      rowHeader: true,
      cell: (assignment) => (
        <TextLink to={href('student.assignment', { id: assignment.id })} className="font-medium break-words">
          {assignment.title}
        </TextLink>
      ),
    },
    { heading: t`Course`, cell: (assignment) => assignment.courseTitle },
    {
      heading: t`Due`,
      cell: (assignment) => <time dateTime={assignment.dueAt}>{formatDateTime(assignment.dueAt)}</time>,
    },
    {
      heading: t`State`,
      cell: (assignment) => (assignment.myState ? <SubmissionStateBadge state={assignment.myState} /> : '—'),
    },
  ];
}

/**
 * Every assignment of the student's courses, by due time: each course's list read on its own (one
 * cache entry per course, as the course pages read it), pending while any is.
 */
function useAllAssignments(): UseQueryResult<Assignment[], Error> {
  const courses = useStudentCourses();
  const lists = useQueries({
    queries: (courses.data ?? []).map((course) =>
      endpointQuery(assignmentEndpoints.list, { input: { params: { courseId: course.id } }, pick: ({ data }) => data }),
    ),
  });
  if (courses.isPending || courses.isError) return courses as UseQueryResult<never, Error>;
  const failed = lists.find((list) => list.isError);
  if (failed) return failed as UseQueryResult<never, Error>;
  if (lists.some((list) => list.isPending)) return lists.find((list) => list.isPending) as UseQueryResult<never, Error>;
  const data = lists.flatMap((list) => list.data ?? []).sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  return { ...courses, data } as UseQueryResult<Assignment[], Error>;
}

export function StudentAssignmentsPage() {
  const { t } = useLingui();
  const due = useDueAssignments();
  const all = useAllAssignments();
  const columns = useColumns();
  return (
    <>
      <PageHeader title={t`Assignments`} description={t`Homework from your courses: hand it in before it is due.`} />
      <div className="space-y-8">
        <section aria-labelledby="to-do-heading" className="space-y-3">
          <h2 id="to-do-heading" className="text-lg font-semibold text-slate-900">
            {t`To do`}
          </h2>
          <QueryView
            query={due}
            loadingLabel={t`Loading assignments`}
            loading={<PanelSpinner label={t`Loading assignments`} />}
            empty={<EmptyState icon={CircleCheck} title={t`Nothing to hand in`} />}
          >
            {(list) => (
              <StatColumnTable
                caption={t`Assignments to hand in`}
                columns={columns}
                rows={list}
                keyOf={(row) => row.id}
                cards
              />
            )}
          </QueryView>
        </section>
        <section aria-labelledby="all-heading" className="space-y-3">
          <h2 id="all-heading" className="text-lg font-semibold text-slate-900">
            {t`All assignments`}
          </h2>
          <QueryView
            query={all}
            loadingLabel={t`Loading assignments`}
            loading={<PanelSpinner label={t`Loading assignments`} />}
            empty={
              <EmptyState
                icon={ClipboardList}
                title={t`No assignments yet`}
                description={t`Your teachers' assignments show here.`}
              />
            }
          >
            {(list) => (
              <StatColumnTable
                caption={t`Every assignment of your courses`}
                columns={columns}
                rows={list}
                keyOf={(row) => row.id}
                cards
              />
            )}
          </QueryView>
        </section>
      </div>
    </>
  );
}
