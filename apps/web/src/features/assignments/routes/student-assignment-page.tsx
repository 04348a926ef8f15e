import { Trans, useLingui } from '@lingui/react/macro';
import type { Assignment, Submission } from '@tutorium/contract/assignments';
import { useParams } from 'react-router';
import { PanelSpinner } from '../../../components/panel/panel';
import { BackLink } from '../../../components/ui/back-link';
import { Card } from '../../../components/ui/card';
import { DetailItem, DetailList } from '../../../components/ui/detail-list';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Markdown } from '../../../components/ui/markdown';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useAssignment, useMySubmission } from '../api/use-assignments';
import { AssignmentAttachments, AssignmentFacts, QueryGate } from '../components/assignment-gate';
import { SubmissionDetails } from '../components/submission-details';
import { SubmissionStateBadge } from '../components/submission-state-badge';
import { SubmitForm } from '../components/submit-form';

/** The released grade: points, the late penalty taken off, the score, and the teacher's feedback. */
function GradeCard({ grade }: { grade: NonNullable<Submission['grade']> }) {
  const { t } = useLingui();
  const { points, maxPoints, penaltyPercent } = grade;
  const score = formatNumber(grade.score, 2);
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Your grade</Trans>
      </h2>
      <DetailList>
        <DetailItem label={t`Points`}>{t`${points} / ${maxPoints}`}</DetailItem>
        <DetailItem label={t`Late penalty`}>{t`${penaltyPercent}%`}</DetailItem>
        <DetailItem label={t`Score`}>{t`${score} / ${maxPoints}`}</DetailItem>
        <DetailItem label={t`Feedback`}>
          {grade.feedback === '' ? (
            <span className="text-slate-600">{t`No feedback`}</span>
          ) : (
            <span className="whitespace-pre-line break-words">{grade.feedback}</span>
          )}
        </DetailItem>
      </DetailList>
    </Card>
  );
}

/** Whether the student may hand in now: not while graded, and after the due time only with late work or a return. */
function mayHandIn(assignment: Assignment, submission: Submission | null): boolean {
  if (assignment.myState === 'graded' || (submission?.grade ?? null) !== null) return false;
  return !assignment.pastDue || assignment.lateAccepted || submission?.returned != null;
}

function MyWork({ assignment }: { assignment: Assignment }) {
  const { t } = useLingui();
  const mine = useMySubmission(assignment.id);
  if (mine.isPending) return <PanelSpinner label={t`Loading your submission`} />;
  if (mine.isError) return <ErrorPanel message={mine.error.message} onRetry={() => void mine.refetch()} />;
  const submission = mine.data;
  const open = mayHandIn(assignment, submission);
  return (
    <div className="space-y-6">
      {submission?.grade && <GradeCard grade={submission.grade} />}
      {submission && (
        <Card className="p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>What you handed in</Trans>
          </h2>
          <SubmissionDetails submission={submission} />
        </Card>
      )}
      <Card className="p-4 sm:p-6">
        <h2 className="mb-3 text-lg font-semibold text-slate-900">
          {submission ? <Trans>Hand in again</Trans> : <Trans>Hand in</Trans>}
        </h2>
        {open ? (
          <>
            {submission && (
              <p className="mb-3 text-sm text-slate-600">
                <Trans>Handing in again replaces what you handed in before.</Trans>
              </p>
            )}
            <SubmitForm assignment={assignment} submission={submission} />
          </>
        ) : (
          <p className="text-sm text-slate-700">
            {submission?.grade
              ? t`Your work is graded, so it cannot be handed in again unless your teacher returns it.`
              : t`The due time has passed and this assignment does not accept late work.`}
          </p>
        )}
      </Card>
    </div>
  );
}

function StudentAssignment({ assignment }: { assignment: Assignment }) {
  const { t } = useLingui();
  const due = formatDateTime(assignment.dueAt);
  const { courseTitle } = assignment;
  return (
    <>
      <BackLink to={href('student.assignments')} className="mb-4">
        <Trans>All assignments</Trans>
      </BackLink>
      <PageHeader
        title={assignment.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>{t`${courseTitle} · due ${due}`}</span>
            {assignment.myState && <SubmissionStateBadge state={assignment.myState} />}
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="space-y-3 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>Instructions</Trans>
          </h2>
          <AssignmentFacts assignment={assignment} />
          <AssignmentAttachments assignment={assignment} />
          {assignment.instructions === '' ? (
            <p className="text-sm text-slate-600">{t`No instructions.`}</p>
          ) : (
            <div className="text-sm">
              <Markdown source={assignment.instructions} />
            </div>
          )}
        </Card>
        <MyWork assignment={assignment} />
      </div>
    </>
  );
}

export function StudentAssignmentPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const assignment = useAssignment(id);
  return (
    <QueryGate
      query={assignment}
      loadingLabel={t`Loading assignment`}
      backTo={href('student.assignments')}
      backLabel={t`All assignments`}
    >
      {(data) => <StudentAssignment assignment={data} />}
    </QueryGate>
  );
}
