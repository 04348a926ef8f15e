import { Trans, useLingui } from '@lingui/react/macro';
import type { Submission } from '@tutorium/contract/assignments';
import { assignmentEndpoints } from '@tutorium/contract/endpoints/assignments';
import { ChevronLeft, ChevronRight, Send } from 'lucide-react';
import toast from 'react-hot-toast';
import { useParams } from 'react-router';
import { PanelSpinner } from '../../../components/panel/panel';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { reportFormError } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { useAssignment, useSubmissionReview } from '../api/use-assignments';
import { QueryGate } from '../components/assignment-gate';
import { GradeForm, ReturnForm } from '../components/grade-form';
import { SubmissionDetails } from '../components/submission-details';

function GradePanel({ submission }: { submission: Submission }) {
  const { t } = useLingui();
  const assignment = useAssignment(submission.assignmentId);
  const release = useEndpointMutation(assignmentEndpoints.release, {
    input: () => ({ params: { id: submission.id } }),
  });
  const grade = submission.grade;
  if (assignment.isPending) return <PanelSpinner label={t`Loading assignment`} />;
  const maxPoints = assignment.data?.points ?? grade?.maxPoints ?? 1000;
  const penalty = grade?.penaltyPercent ?? 0;
  const score = formatNumber(grade?.score ?? 0, 2);
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Grade</Trans>
      </h2>
      {grade && (
        <p className="text-sm text-slate-700">
          {grade.releasedAt === null
            ? t`Saved, not yet released: the student does not see it.`
            : t`Released: the student sees this grade.`}{' '}
          {penalty > 0 && t`With the late penalty of ${penalty}% the score is ${score}.`}
        </p>
      )}
      <GradeForm key={`${submission.attempt}-${grade?.gradedAt ?? ''}`} submission={submission} maxPoints={maxPoints} />
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        {grade && grade.releasedAt === null && (
          <Button
            icon={Send}
            loading={release.isPending}
            onClick={() =>
              release.mutate(undefined, {
                onSuccess: ({ message }) => toast.success(message),
                onError: (error) => reportFormError(error, assignmentEndpoints.release.fallbackMessage),
              })
            }
          >
            <Trans>Release grade</Trans>
          </Button>
        )}
        {submission.state !== 'returned' && <ReturnForm submission={submission} />}
      </div>
    </Card>
  );
}

export function SubmissionPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const review = useSubmissionReview(id);
  return (
    <QueryGate
      query={review}
      loadingLabel={t`Loading the submission`}
      backTo={href('teacher.courses')}
      backLabel={t`Course Management`}
    >
      {({ data: submission, previousId, nextId }) => {
        const name = submission.student.name;
        return (
          <>
            <BackLink to={href('teacher.assignment', { id: submission.assignmentId })} className="mb-4">
              <Trans>Back to the assignment</Trans>
            </BackLink>
            <PageHeader
              title={t`Work of ${name}`}
              actions={
                <>
                  {previousId && (
                    <LinkButton
                      to={href('teacher.submission', { id: previousId })}
                      variant="secondary"
                      icon={ChevronLeft}
                    >
                      <Trans>Previous student</Trans>
                    </LinkButton>
                  )}
                  {nextId && (
                    <LinkButton to={href('teacher.submission', { id: nextId })} variant="secondary" icon={ChevronRight}>
                      <Trans>Next student</Trans>
                    </LinkButton>
                  )}
                </>
              }
            />
            <div className="grid gap-6 lg:grid-cols-2">
              <Card className="p-4 sm:p-6">
                <h2 className="text-lg font-semibold text-slate-900">
                  <Trans>Submission</Trans>
                </h2>
                <SubmissionDetails submission={submission} />
              </Card>
              <GradePanel submission={submission} />
            </div>
          </>
        );
      }}
    </QueryGate>
  );
}
