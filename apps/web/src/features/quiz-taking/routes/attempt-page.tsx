import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { quizEndpoints } from '@tutorium/contract/endpoints/quizzes';
import type { Attempt, GivenAnswer } from '@tutorium/contract/quizzes';
import { Send } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { NotFoundCard } from '../../../components/ui/not-found-card';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { TextLink } from '../../../components/ui/text-link';
import { isNotFoundError } from '../../../lib/api-client';
import { reportFormError } from '../../../lib/form-errors';
import { href } from '../../../lib/href';
import { needsConnectionMessage } from '../../../lib/offline/needs-connection';
import { isOnline } from '../../../lib/offline/use-online';
import { useAnswerSaver } from '../api/use-answer-saver';
import { useAttempt, useSubmitAttempt } from '../api/use-quiz-taking';
import { AttemptResultView } from '../components/attempt-result';
import { AttemptTimer } from '../components/attempt-timer';
import { QuestionCard } from '../components/question-card';

/** Jumps to a question's card and puts the focus on its first input. */
function goToQuestion(number: number) {
  const card = document.getElementById(`question-${number}`);
  card?.scrollIntoView({ block: 'start' });
  card?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
}

function QuestionNavigator({ attempt, answers }: { attempt: Attempt; answers: Record<string, GivenAnswer> }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Questions`} className="overflow-x-auto">
      <ol className="flex flex-wrap gap-2">
        {attempt.questions.map((question, index) => {
          const number = index + 1;
          const answered = answers[question.id] !== undefined;
          return (
            <li key={question.id}>
              <button
                type="button"
                onClick={() => goToQuestion(number)}
                aria-label={answered ? t`Question ${number}, answered` : t`Question ${number}, not answered`}
                className={`size-11 rounded-lg border text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
                  answered
                    ? 'border-indigo-600 bg-indigo-600 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                }`}
              >
                {number}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The attempt in progress: the server's clock, the questions, each answer saved as it is given, and submitting. */
function TakingView({ attempt, receivedAt }: { attempt: Attempt; receivedAt: number }) {
  const { t } = useLingui();
  // The answers on screen: the saved ones at first, then the student's. A refetch (a returning tab)
  // brings a fresh clock but must not overwrite what is being typed, so they are read once.
  const [answers, setAnswers] = useState<Record<string, GivenAnswer>>(attempt.answers);
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmitAttempt();
  const finishing = useRef(false);
  const flushRef = useRef<() => Promise<void>>(async () => {});

  const finish = useCallback(
    async (sendAnswersFirst: boolean) => {
      if (finishing.current) return;
      setConfirming(false);
      // Submitting needs the server; answers given offline stay queued and go when the connection is back.
      if (!isOnline()) {
        toast.error(needsConnectionMessage(), { id: needsConnectionMessage() });
        return;
      }
      finishing.current = true;
      if (sendAnswersFirst) await flushRef.current();
      submit.mutate(attempt.id, {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => {
          finishing.current = false;
          reportFormError(error, quizEndpoints.submit.fallbackMessage);
        },
      });
    },
    [attempt.id, submit],
  );
  // A save refused because time is up or the attempt was submitted elsewhere: submitting again is
  // harmless (the server answers the same attempt) and brings the result.
  const saver = useAnswerSaver(attempt.id, () => void finish(false));
  flushRef.current = saver.flush;

  const answer = (questionId: string, value: GivenAnswer | null, delayMs?: number) => {
    setAnswers((current) => {
      const next = { ...current };
      if (value === null) delete next[questionId];
      else next[questionId] = value;
      return next;
    });
    saver.save(questionId, value, delayMs);
  };

  const total = attempt.questions.length;
  const answered = attempt.questions.filter((question) => answers[question.id] !== undefined).length;
  const unanswered = total - answered;
  const busy = submit.isPending || submit.isSuccess;

  return (
    <>
      <div className="sticky top-16 z-10 -mx-4 mb-4 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <AttemptTimer
          clock={{ deadline: attempt.deadline, serverNow: attempt.serverNow, receivedAt }}
          onTimeUp={() => void finish(true)}
        />
        <span className="text-sm text-slate-700">{t`${answered} of ${total} answered`}</span>
        <Button icon={Send} onClick={() => setConfirming(true)} loading={busy}>
          <Trans>Submit test</Trans>
        </Button>
      </div>
      <div className="space-y-4">
        <QuestionNavigator attempt={attempt} answers={answers} />
        {attempt.questions.map((question, index) => (
          <QuestionCard
            key={question.id}
            question={question}
            number={index + 1}
            answer={answers[question.id]}
            saveState={saver.states[question.id] ?? (attempt.answers[question.id] === undefined ? undefined : 'saved')}
            disabled={busy}
            onAnswer={(value, delayMs) => answer(question.id, value, delayMs)}
          />
        ))}
        <div className="flex justify-end pt-2">
          <Button icon={Send} onClick={() => setConfirming(true)} loading={busy} className="w-full sm:w-auto">
            <Trans>Submit test</Trans>
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t`Submit the test?`}
        description={
          <>
            <p>
              {unanswered === 0
                ? t`Every question is answered.`
                : t`${plural(unanswered, { one: '# question is', other: '# questions are' })} not answered.`}
            </p>
            <p className="mt-2">{t`After submitting you cannot change your answers.`}</p>
          </>
        }
        confirmLabel={t`Submit test`}
        loading={busy}
        onConfirm={() => void finish(true)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

export function AttemptPage() {
  const { t } = useLingui();
  const { attemptId = '' } = useParams();
  const read = useAttempt(attemptId);
  const back = (
    <BackLink to={href('student.tests')} className="mb-4">
      <Trans>All tests</Trans>
    </BackLink>
  );
  if (read.isPending) return <PageSpinner label={t`Loading the test`} />;
  if (read.isError) {
    if (isNotFoundError(read.error)) {
      return (
        <NotFoundCard
          title={t`Attempt not found`}
          description={t`It may have been deleted, or it is not one of yours.`}
          backTo={href('student.tests')}
          backLabel={t`All tests`}
        />
      );
    }
    return <ErrorPanel headingLevel={1} message={read.error.message} onRetry={() => void read.refetch()} />;
  }
  const { attempt, receivedAt } = read.data;
  const number = attempt.number;
  return (
    <>
      {back}
      <PageHeader
        title={attempt.quizTitle}
        description={
          <span className="flex flex-wrap gap-x-3">
            <span>{t`Attempt ${number}`}</span>
            <TextLink to={href('student.test', { quizId: attempt.quizId })}>
              <Trans>About this test</Trans>
            </TextLink>
          </span>
        }
      />
      {attempt.state === 'submitted' ? (
        <AttemptResultView attempt={attempt} />
      ) : (
        <TakingView key={attempt.id} attempt={attempt} receivedAt={receivedAt} />
      )}
    </>
  );
}
