import { Trans, useLingui } from '@lingui/react/macro';
import { type Assignment, assignmentMessages, type RosterRow } from '@tutorium/contract/assignments';
import { assignmentEndpoints } from '@tutorium/contract/endpoints/assignments';
import { Eye, Send, Users } from 'lucide-react';
import toast from 'react-hot-toast';
import { useParams } from 'react-router';
import { QueryView } from '../../../components/list-screen/query-view';
import { PanelSpinner } from '../../../components/panel/panel';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { Markdown } from '../../../components/ui/markdown';
import { PageHeader } from '../../../components/ui/page-header';
import { type StatColumn, StatColumnTable, StudentName } from '../../../components/ui/stat-table';
import { reportFormError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { useAssignment, useRoster } from '../api/use-assignments';
import { AssignmentAttachments, AssignmentFacts, QueryGate } from '../components/assignment-gate';
import { SubmissionStateBadge } from '../components/submission-state-badge';

function Roster({ assignment }: { assignment: Assignment }) {
  const { t } = useLingui();
  const roster = useRoster(assignment.id);
  const title = assignment.title;
  const maxPoints = assignment.points;
  const release = useEndpointMutation(assignmentEndpoints.release, {
    input: (submissionId: string) => ({ params: { id: submissionId } }),
  });
  const releaseAll = useEndpointMutation(assignmentEndpoints.releaseAll, {
    input: () => ({ params: { id: assignment.id } }),
  });
  const unreleased = roster.data?.filter((row) => row.points !== null && !row.released).length ?? 0;

  const columns: StatColumn<RosterRow>[] = [
    { heading: t`Student`, rowHeader: true, cell: (row) => <StudentName student={row.student} /> },
    { heading: t`State`, cell: (row) => <SubmissionStateBadge state={row.state} /> },
    {
      heading: t`Handed in`,
      cell: (row) =>
        row.submittedAt === null ? '—' : <time dateTime={row.submittedAt}>{formatDateTime(row.submittedAt)}</time>,
    },
    {
      heading: t`Grade`,
      cell: (row) => {
        if (row.points === null) return '—';
        const points = row.points;
        return (
          <span>
            {t`${points} / ${maxPoints}`}{' '}
            <span className="text-slate-600">{row.released ? t`(released)` : t`(not released)`}</span>
          </span>
        );
      },
    },
    {
      heading: t`Actions`,
      cell: (row) => {
        const name = row.student.name;
        const submissionId = row.submissionId;
        if (submissionId === null) return null;
        return (
          <div className="flex flex-wrap gap-2">
            <LinkButton to={href('teacher.submission', { id: submissionId })} variant="secondary" size="sm" icon={Eye}>
              <Trans>
                Open<span className="sr-only"> the work of {name}</span>
              </Trans>
            </LinkButton>
            {row.points !== null && !row.released && (
              <Button
                size="sm"
                icon={Send}
                loading={release.isPending && release.variables === submissionId}
                onClick={() =>
                  release.mutate(submissionId, {
                    onSuccess: ({ message }) => toast.success(message),
                    onError: (error) => reportFormError(error, assignmentEndpoints.release.fallbackMessage),
                  })
                }
              >
                <Trans>
                  Release<span className="sr-only"> the grade of {name}</span>
                </Trans>
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <section className="space-y-4" aria-labelledby="roster-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="roster-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Students</Trans>
        </h2>
        <Button
          icon={Send}
          disabled={unreleased === 0}
          loading={releaseAll.isPending}
          onClick={() =>
            releaseAll.mutate(undefined, {
              onSuccess: ({ message }) => toast.success(message || assignmentMessages.releasedAll),
              onError: (error) => reportFormError(error, assignmentEndpoints.releaseAll.fallbackMessage),
            })
          }
        >
          <Trans>Release all grades</Trans>
        </Button>
      </div>
      <QueryView
        query={roster}
        loadingLabel={t`Loading students`}
        loading={<PanelSpinner label={t`Loading students`} />}
        empty={<EmptyState icon={Users} title={t`No students enrolled yet`} />}
      >
        {(rows) => (
          <StatColumnTable
            caption={t`Students' work on ${title}`}
            columns={columns}
            rows={rows}
            keyOf={(row) => row.student.id}
            cards
          />
        )}
      </QueryView>
    </section>
  );
}

function AssignmentScreen({ assignment }: { assignment: Assignment }) {
  const { t } = useLingui();
  const { courseTitle } = assignment;
  const due = formatDateTime(assignment.dueAt);
  return (
    <>
      <BackLink to={href('teacher.courseAssignments', { courseId: assignment.courseId })} className="mb-4">
        <Trans>Assignments of {courseTitle}</Trans>
      </BackLink>
      <PageHeader title={assignment.title} description={t`Due ${due}`} />
      <div className="space-y-6">
        <Card className="space-y-3 p-4 sm:p-6">
          <AssignmentFacts assignment={assignment} />
          <AssignmentAttachments assignment={assignment} />
          {assignment.instructions !== '' && (
            <div className="text-sm">
              <Markdown source={assignment.instructions} />
            </div>
          )}
        </Card>
        <Roster assignment={assignment} />
      </div>
    </>
  );
}

export function AssignmentPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const assignment = useAssignment(id);
  return (
    <QueryGate
      query={assignment}
      loadingLabel={t`Loading assignment`}
      backTo={href('teacher.courses')}
      backLabel={t`Course Management`}
    >
      {(data) => <AssignmentScreen assignment={data} />}
    </QueryGate>
  );
}
