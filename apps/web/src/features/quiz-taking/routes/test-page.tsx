import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { quizEndpoints } from '@tutorium/contract/endpoints/quizzes';
import type { Quiz } from '@tutorium/contract/quizzes';
import { Play, RotateCw } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DetailItem, DetailList } from '../../../components/ui/detail-list';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { LinkButton } from '../../../components/ui/link-button';
import { Markdown } from '../../../components/ui/markdown';
import { NotFoundCard } from '../../../components/ui/not-found-card';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { isNotFoundError } from '../../../lib/api-client';
import { reportFormError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useQuiz, useStartAttempt } from '../api/use-quiz-taking';
import { AttemptList, mayStart, openAttemptOf } from '../components/quiz-facts';

/** Start (after saying the clock starts), Resume, or why neither is possible now. */
function StartAction({ quiz }: { quiz: Quiz }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const start = useStartAttempt();
  const [confirming, setConfirming] = useState(false);
  const open = openAttemptOf(quiz);
  if (open) {
    return (
      <LinkButton to={href('student.testAttempt', { attemptId: open.id })} icon={RotateCw}>
        <Trans>Resume test</Trans>
      </LinkButton>
    );
  }
  if (!mayStart(quiz)) {
    const opens = formatDateTime(quiz.opensAt, new Date());
    let why: string;
    if (quiz.window === 'upcoming') why = t`This test opens ${opens}.`;
    else if (quiz.window === 'closed') why = t`This test is closed.`;
    else why = t`You have used every attempt at this test.`;
    return <p className="text-slate-700">{why}</p>;
  }
  const minutes = t`${plural(quiz.timeLimitMinutes, { one: '# minute', other: '# minutes' })}`;
  return (
    <>
      <Button icon={Play} onClick={() => setConfirming(true)}>
        <Trans>Start test</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t`Start the test?`}
        description={t`The clock starts as soon as you start: you will have ${minutes}, and it keeps running if you leave the page. Your answers are saved as you give them.`}
        confirmLabel={t`Start test`}
        loading={start.isPending}
        onConfirm={() =>
          start.mutate(quiz.id, {
            onSuccess: ({ message, data }) => {
              toast.success(message);
              void navigate(href('student.testAttempt', { attemptId: data.id }));
            },
            onError: (error) => {
              setConfirming(false);
              reportFormError(error, quizEndpoints.start.fallbackMessage);
            },
          })
        }
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

function TestDetails({ quiz }: { quiz: Quiz }) {
  const { t } = useLingui();
  const used = quiz.myAttempts?.length ?? 0;
  const allowed = quiz.attemptsAllowed;
  const questions = quiz.questionCount;
  const negative = quiz.negativeMarkingPercent;
  return (
    <>
      <BackLink to={href('student.tests')} className="mb-4">
        <Trans>All tests</Trans>
      </BackLink>
      <PageHeader title={quiz.title} description={quiz.courseTitle} actions={<StartAction quiz={quiz} />} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>About this test</Trans>
          </h2>
          <DetailList>
            <DetailItem label={t`Opens`}>{formatDateTime(quiz.opensAt, new Date())}</DetailItem>
            <DetailItem label={t`Closes`}>{formatDateTime(quiz.closesAt, new Date())}</DetailItem>
            <DetailItem label={t`Time limit`}>
              {t`${plural(quiz.timeLimitMinutes, { one: '# minute', other: '# minutes' })}`}
            </DetailItem>
            <DetailItem label={t`Questions`}>{questions}</DetailItem>
            <DetailItem label={t`Attempts`}>{t`${used} of ${allowed} used`}</DetailItem>
            {negative > 0 && (
              <DetailItem label={t`Negative marking`}>{t`A wrong answer loses ${negative}% of its points`}</DetailItem>
            )}
          </DetailList>
          <AttemptList attempts={quiz.myAttempts ?? []} />
        </Card>
        <Card className="p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>Instructions</Trans>
          </h2>
          {quiz.instructions === '' ? (
            <p className="mt-2 text-sm text-slate-600">{t`No instructions.`}</p>
          ) : (
            <div className="text-sm">
              <Markdown source={quiz.instructions} />
            </div>
          )}
        </Card>
      </div>
    </>
  );
}

export function TestPage() {
  const { t } = useLingui();
  const { quizId = '' } = useParams();
  const quiz = useQuiz(quizId);
  if (quiz.isPending) return <PageSpinner label={t`Loading the test`} />;
  if (quiz.isError) {
    if (isNotFoundError(quiz.error)) {
      return (
        <NotFoundCard
          title={t`Test not found`}
          description={t`It may have been deleted, or it is not one of yours.`}
          backTo={href('student.tests')}
          backLabel={t`All tests`}
        />
      );
    }
    return <ErrorPanel headingLevel={1} message={quiz.error.message} onRetry={() => void quiz.refetch()} />;
  }
  return <TestDetails quiz={quiz.data} />;
}
