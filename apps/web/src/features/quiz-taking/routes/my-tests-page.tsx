import { Trans, useLingui } from '@lingui/react/macro';
import type { Quiz } from '@tutorium/contract/quizzes';
import { FileQuestion, Play, RotateCw } from 'lucide-react';
import { QueryView } from '../../../components/list-screen/query-view';
import { PanelSpinner } from '../../../components/panel/panel';
import { cardClassName } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { href } from '../../../lib/href';
import { useMyQuizzes } from '../api/use-quiz-taking';
import { AttemptList, mayStart, openAttemptOf, useLimitsText, useWindowText } from '../components/quiz-facts';

function QuizItem({ quiz }: { quiz: Quiz }) {
  const { t } = useLingui();
  const windowText = useWindowText();
  const limitsText = useLimitsText();
  const open = openAttemptOf(quiz);
  const title = quiz.title;
  return (
    <li className={`${cardClassName} flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5`}>
      <div className="min-w-0 space-y-1">
        <h3 className="font-semibold text-slate-900">
          <TextLink to={href('student.test', { quizId: quiz.id })} className="break-words">
            {title}
          </TextLink>
        </h3>
        <p className="text-sm text-slate-600">{quiz.courseTitle}</p>
        <p className="text-sm text-slate-700">{windowText(quiz)}</p>
        <p className="text-sm text-slate-700">{limitsText(quiz)}</p>
        <AttemptList attempts={quiz.myAttempts ?? []} />
      </div>
      <div className="shrink-0">
        {open ? (
          <LinkButton
            to={href('student.testAttempt', { attemptId: open.id })}
            icon={RotateCw}
            aria-label={t`Resume ${title}`}
          >
            <Trans>Resume</Trans>
          </LinkButton>
        ) : (
          mayStart(quiz) && (
            <LinkButton to={href('student.test', { quizId: quiz.id })} icon={Play} aria-label={t`Start ${title}`}>
              <Trans>Start</Trans>
            </LinkButton>
          )
        )}
      </div>
    </li>
  );
}

function QuizGroup({ id, title, quizzes, empty }: { id: string; title: string; quizzes: Quiz[]; empty?: string }) {
  if (quizzes.length === 0 && empty === undefined) return null;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {quizzes.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {quizzes.map((quiz) => (
            <QuizItem key={quiz.id} quiz={quiz} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function MyTestsPage() {
  const { t } = useLingui();
  const quizzes = useMyQuizzes();
  return (
    <>
      <PageHeader title={t`Tests`} description={t`Tests from your courses: take them while they are open.`} />
      <QueryView
        query={quizzes}
        loadingLabel={t`Loading tests`}
        loading={<PanelSpinner label={t`Loading tests`} />}
        empty={
          <EmptyState icon={FileQuestion} title={t`No tests yet`} description={t`Your teachers' tests show here.`} />
        }
      >
        {(list) => (
          <div className="space-y-8">
            <QuizGroup
              id="open-heading"
              title={t`Open now`}
              quizzes={list.filter((quiz) => quiz.window === 'open')}
              empty={t`No test is open now.`}
            />
            <QuizGroup
              id="upcoming-heading"
              title={t`Upcoming`}
              quizzes={list.filter((quiz) => quiz.window === 'upcoming')}
            />
            <QuizGroup
              id="closed-heading"
              title={t`Closed`}
              quizzes={list.filter((quiz) => quiz.window === 'closed')}
            />
          </div>
        )}
      </QueryView>
    </>
  );
}
