import { Trans, useLingui } from '@lingui/react/macro';
import type { QuestionDefinition } from '@tutorium/contract/questions';
import type { Attempt, AttemptResult, GivenAnswer } from '@tutorium/contract/quizzes';
import { Hourglass } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, cardClassName } from '../../../components/ui/card';
import { DetailItem, DetailList } from '../../../components/ui/detail-list';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Markdown } from '../../../components/ui/markdown';
import { SectionSpinner } from '../../../components/ui/page-spinner';
import { formatDateTime, formatNumber, formatPercent } from '../../../lib/format';
import { useQuiz } from '../api/use-quiz-taking';

type Review = AttemptResult['review'][number];

/** What a student gave, in words: the options' texts, true or false, the number or the text. */
function useAnswerText() {
  const { t } = useLingui();
  return (definition: QuestionDefinition, answer: GivenAnswer | undefined): string => {
    if (answer === undefined) return t`Not answered`;
    switch (answer.kind) {
      case 'single':
        return definition.kind === 'single' ? (definition.options[answer.option] ?? '') : '';
      case 'multiple':
        return definition.kind === 'multiple'
          ? answer.options.map((index) => definition.options[index] ?? '').join('; ')
          : '';
      case 'true_false':
        return answer.value ? t`True` : t`False`;
      case 'numeric':
        return formatNumber(answer.value);
      case 'short':
        return answer.text;
    }
  };
}

/** The answer key in words. */
function useCorrectText() {
  const { t } = useLingui();
  return (definition: QuestionDefinition): string => {
    switch (definition.kind) {
      case 'single':
        return definition.options[definition.correct] ?? '';
      case 'multiple':
        return definition.correct.map((index) => definition.options[index] ?? '').join('; ');
      case 'true_false':
        return definition.correct ? t`True` : t`False`;
      case 'numeric': {
        const value = formatNumber(definition.correct);
        const tolerance = formatNumber(definition.tolerance);
        return definition.tolerance > 0 ? t`${value} (± ${tolerance})` : value;
      }
      case 'short':
        return definition.accepted.length > 0 ? definition.accepted.join('; ') : t`Marked by your teacher`;
    }
  };
}

function Verdict({ review }: { review: Review }) {
  const { t } = useLingui();
  if (review.awarded === null) return <Badge tone="yellow">{t`Awaiting marking`}</Badge>;
  if (review.correct === true) return <Badge tone="green">{t`Correct`}</Badge>;
  if (review.correct === false) return <Badge tone="red">{t`Incorrect`}</Badge>;
  return <Badge tone="slate">{t`Not answered`}</Badge>;
}

function ReviewList({ attempt, result }: { attempt: Attempt; result: AttemptResult }) {
  const { t } = useLingui();
  const answerText = useAnswerText();
  const correctText = useCorrectText();
  return (
    <section aria-labelledby="review-heading" className="space-y-3">
      <h2 id="review-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Your answers</Trans>
      </h2>
      <ol className="space-y-3">
        {result.review.map((review, index) => {
          const { definition } = review;
          const number = index + 1;
          const points = definition.points;
          const awarded = review.awarded === null ? '—' : formatNumber(review.awarded);
          return (
            <li key={review.questionId} className={`${cardClassName} space-y-2 p-4 sm:p-6`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{t`Question ${number}`}</h3>
                <Verdict review={review} />
              </div>
              <div className="break-words">
                <Markdown source={definition.prompt} />
              </div>
              <DetailList>
                <DetailItem label={t`Your answer`}>
                  <span className="break-words">{answerText(definition, attempt.answers[review.questionId])}</span>
                </DetailItem>
                <DetailItem label={t`Correct answer`}>
                  <span className="break-words">{correctText(definition)}</span>
                </DetailItem>
                <DetailItem label={t`Points`}>{t`${awarded} / ${points}`}</DetailItem>
              </DetailList>
              {definition.explanation !== '' && (
                <div className="rounded-lg bg-slate-50 p-3 text-sm">
                  <p className="font-medium text-slate-900">{t`Explanation`}</p>
                  <Markdown source={definition.explanation} />
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** When the results will come, by the test's release mode. */
function NotReleased({ quizId }: { quizId: string }) {
  const { t } = useLingui();
  const quiz = useQuiz(quizId);
  if (quiz.isPending) return <SectionSpinner label={t`Loading the test`} />;
  if (quiz.isError) return <ErrorPanel message={quiz.error.message} onRetry={() => void quiz.refetch()} />;
  const closes = formatDateTime(quiz.data.closesAt);
  return (
    <Card className="flex items-start gap-3 p-4 sm:p-6">
      <Hourglass className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
      <p className="text-slate-800">
        {quiz.data.release === 'after_close'
          ? t`Your results will be released after the test closes at ${closes}.`
          : t`Your results will be released by your teacher.`}
      </p>
    </Card>
  );
}

/** A submitted attempt: the score, rank and percentile and the review once released; else when they come. */
export function AttemptResultView({ attempt }: { attempt: Attempt }) {
  const { t } = useLingui();
  const { result } = attempt;
  const submitted = attempt.submittedAt === null ? '' : formatDateTime(attempt.submittedAt);
  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        {attempt.autoSubmitted
          ? t`Submitted automatically when time was up, ${submitted}.`
          : t`Submitted ${submitted}.`}
      </p>
      {result === null ? (
        <NotReleased quizId={attempt.quizId} />
      ) : (
        <>
          <Card className="p-4 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Your result</Trans>
            </h2>
            <ResultFigures result={result} />
            {result.pendingMarking && (
              <p className="mt-3 text-sm text-amber-900">
                {t`Some answers await marking by your teacher: your score may still rise.`}
              </p>
            )}
          </Card>
          <ReviewList attempt={attempt} result={result} />
        </>
      )}
    </div>
  );
}

function ResultFigures({ result }: { result: AttemptResult }) {
  const { t } = useLingui();
  const score = formatNumber(result.score);
  const maxScore = formatNumber(result.maxScore);
  const rank = formatNumber(result.rank);
  const cohort = formatNumber(result.cohortSize);
  return (
    <DetailList>
      <DetailItem label={t`Score`}>{t`${score} / ${maxScore}`}</DetailItem>
      <DetailItem label={t`Percent`}>{formatPercent(result.percent)}</DetailItem>
      <DetailItem label={t`Rank`}>{t`${rank} of ${cohort}`}</DetailItem>
      <DetailItem label={t`Percentile`}>{formatNumber(Math.round(result.percentile))}</DetailItem>
    </DetailList>
  );
}
