import { Trans, useLingui } from '@lingui/react/macro';
import type { Assignment } from '@tutorium/contract/assignments';
import type { Course } from '@tutorium/contract/courses';
import { assignmentEndpoints } from '@tutorium/contract/endpoints/assignments';
import { ClipboardList, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ManagedCourseScreen } from '../../../components/course/course-gate';
import { QueryView } from '../../../components/list-screen/query-view';
import { PanelSpinner } from '../../../components/panel/panel';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { type StatColumn, StatColumnTable } from '../../../components/ui/stat-table';
import { TextLink } from '../../../components/ui/text-link';
import { reportFormError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { useCourseAssignments } from '../api/use-assignments';
import { AssignmentForm } from '../components/assignment-form';

/** How many have handed in (on time, late, returned or graded) of the enrolled students. */
const handedIn = (counts: NonNullable<Assignment['counts']>) =>
  counts.submitted + counts.late + counts.returned + counts.graded;

function AssignmentsScreen({ course }: { course: Course }) {
  const { t } = useLingui();
  const courseTitle = course.title;
  const assignments = useCourseAssignments(course.id);
  const [writing, setWriting] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Assignment | null>(null);
  const remove = useEndpointMutation(assignmentEndpoints.delete, {
    input: (id: string) => ({ params: { id } }),
    invalidateAfter: 'settled',
  });
  const editing = assignments.data?.find((assignment) => assignment.id === editingId);

  const columns: StatColumn<Assignment>[] = [
    {
      heading: t`Assignment`,
      rowHeader: true,
      cell: (assignment) => (
        <TextLink to={href('teacher.assignment', { id: assignment.id })} className="font-medium break-words">
          {assignment.title}
        </TextLink>
      ),
    },
    {
      heading: t`Due`,
      cell: (assignment) => <time dateTime={assignment.dueAt}>{formatDateTime(assignment.dueAt)}</time>,
    },
    { heading: t`Points`, cell: (assignment) => assignment.points },
    {
      heading: t`Handed in`,
      cell: (assignment) => (assignment.counts ? handedIn(assignment.counts) : '—'),
    },
    { heading: t`Missing`, cell: (assignment) => assignment.counts?.missing ?? '—' },
    { heading: t`Graded`, cell: (assignment) => assignment.counts?.graded ?? '—' },
    {
      heading: t`Actions`,
      cell: (assignment) => {
        const what = assignment.title;
        return (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" icon={Pencil} onClick={() => setEditingId(assignment.id)}>
              <Trans>
                Edit<span className="sr-only"> {what}</span>
              </Trans>
            </Button>
            <Button variant="danger" size="sm" icon={Trash2} onClick={() => setDeleting(assignment)}>
              <Trans>
                Delete<span className="sr-only"> {what}</span>
              </Trans>
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <BackLink to={href('teacher.courseDetail', { courseId: course.id })} className="mb-4">
        <Trans>Back to {courseTitle}</Trans>
      </BackLink>
      <PageHeader
        title={t`Assignments: ${courseTitle}`}
        description={t`Set homework with a due time; students hand it in here and you grade it.`}
        actions={
          !writing && (
            <Button icon={Plus} onClick={() => setWriting(true)}>
              <Trans>New assignment</Trans>
            </Button>
          )
        }
      />
      <div className="space-y-6">
        {writing && <AssignmentForm courseId={course.id} onDone={() => setWriting(false)} />}
        {editing && <AssignmentForm courseId={course.id} editing={editing} onDone={() => setEditingId(null)} />}
        <QueryView
          query={assignments}
          loadingLabel={t`Loading assignments`}
          loading={<PanelSpinner label={t`Loading assignments`} />}
          empty={
            <EmptyState
              icon={ClipboardList}
              title={t`No assignments yet`}
              description={t`Set one and your students are told at once.`}
            />
          }
        >
          {(list) => (
            <StatColumnTable
              caption={t`Assignments of ${courseTitle}`}
              columns={columns}
              rows={list}
              keyOf={(assignment) => assignment.id}
              cards
            />
          )}
        </QueryView>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete this assignment?`}
        description={t`Its submissions, grades and files are deleted with it.`}
        confirmLabel={t`Delete assignment`}
        destructive
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting === null) return;
          remove.mutate(deleting.id, {
            onSuccess: ({ message }) => toast.success(message),
            onError: (error) => reportFormError(error, assignmentEndpoints.delete.fallbackMessage),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}

export function CourseAssignmentsPage() {
  return <ManagedCourseScreen>{(course) => <AssignmentsScreen course={course} />}</ManagedCourseScreen>;
}
