import { Trans, useLingui } from '@lingui/react/macro';
import type { QuestionDefinition } from '@tutorium/contract/questions';
import type { Attempt, GivenAnswer } from '@tutorium/contract/quizzes';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { DetailItem, DetailList } from '../../../components/ui/detail-list';
import { Markdown } from '../../../components/ui/markdown';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime, formatNumber, formatPercent } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useAttempt } from '../api/use-quiz-teaching';
import { MarkForm } from '../components/mark-form';
import { QueryGate } from '../components/query-gate';

type AttemptQuestion = Attempt['questions'][number];
type Result = NonNullable<Attempt['result']>;
type Review = Result['review'][number];

/** An option's text by its number in the bank (what answers and keys name). */
function optionText(question: AttemptQuestion, definition: QuestionDefinition | undefined, index: number): string {
  if (definition && 'options' in definition) return definition.options[index] ?? '';
  return question.options.find((option) => option.index === index)?.text ?? '';
}

function GivenAnswerText({
  question,
  definition,
  answer,
}: {
  question: AttemptQuestion;
  definition: QuestionDefinition | undefined;
  answer: GivenAnswer | undefined;
}) {
  const { t } = useLingui();
  if (answer === undefined) return <span className="text-slate-600">{t`Not answered`}</span>;
  switch (answer.kind) {
    case 'single':
      return <span>{optionText(question, definition, answer.option)}</span>;
    case 'multiple':
      return answer.options.length === 0 ? (
        <span className="text-slate-600">{t`Not answered`}</span>
      ) : (
        <ul className="list-disc pl-5">
          {answer.options.map((index) => (
            <li key={index}>{optionText(question, definition, index)}</li>
          ))}
        </ul>
      );
    case 'true_false':
      return <span>{answer.value ? t`True` : t`False`}</span>;
    case 'numeric':
      return <span>{formatNumber(answer.value)}</span>;
    case 'short':
      return <span className="whitespace-pre-wrap break-words">{answer.text}</span>;
  }
}

function AnswerKey({ question, definition }: { question: AttemptQuestion; definition: QuestionDefinition }) {
  const { t } = useLingui();
  switch (definition.kind) {
    case 'single':
      return <span>{optionText(question, definition, definition.correct)}</span>;
    case 'multiple':
      return (
        <ul className="list-disc pl-5">
          {definition.correct.map((index) => (
            <li key={index}>{optionText(question, definition, index)}</li>
          ))}
        </ul>
      );
    case 'true_false':
      return <span>{definition.correct ? t`True` : t`False`}</span>;
    case 'numeric': {
      const answer = formatNumber(definition.correct);
      const tolerance = formatNumber(definition.tolerance);
      return <span>{definition.tolerance === 0 ? answer : t`${answer} (± ${tolerance})`}</span>;
    }
    case 'short':
      return (
        <span>
          {definition.accepted.length > 0 ? definition.accepted.join(' · ') : null}
          {definition.markedByHand && <span className="block text-slate-600">{t`Marked by hand`}</span>}
        </span>
      );
  }
}

function QuestionCard({ attempt, question, number }: { attempt: Attempt; question: AttemptQuestion; number: number }) {
  const { t } = useLingui();
  const review: Review | undefined = attempt.result?.review.find((entry) => entry.questionId === question.id);
  const definition = review?.definition;
  const points = question.points;
  const awarded = review?.awarded ?? null;
  const got = awarded === null ? '' : formatNumber(awarded);
  const handMarkedKind = definition?.kind === 'short' && definition.markedByHand;
  const handMarked = handMarkedKind && attempt.state === 'submitted';
  const headingId = `question-${question.id}`;
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            <Trans>Question {number}</Trans>
          </h2>
          <span className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {awarded === null ? (
              handMarkedKind ? (
                <Badge tone="indigo">{t`Needs marking`}</Badge>
              ) : (
                t`${points} points`
              )
            ) : (
              t`${got} of ${points} points`
            )}
            {review?.correct === true && <Badge tone="green">{t`Correct`}</Badge>}
            {review?.correct === false && <Badge tone="red">{t`Not correct`}</Badge>}
          </span>
        </div>
        <div className="text-sm">
          <Markdown source={question.prompt} />
        </div>
        <DetailList>
          <DetailItem label={t`Student's answer`}>
            <GivenAnswerText question={question} definition={definition} answer={attempt.answers[question.id]} />
          </DetailItem>
          {definition && (
            <DetailItem label={t`Correct answer`}>
              <AnswerKey question={question} definition={definition} />
            </DetailItem>
          )}
          {definition && definition.explanation !== '' && (
            <DetailItem label={t`Explanation`}>
              <Markdown source={definition.explanation} />
            </DetailItem>
          )}
        </DetailList>
        {handMarked && (
          <MarkForm
            attemptId={attempt.id}
            questionId={question.id}
            maxPoints={points}
            awarded={awarded}
            questionNumber={number}
          />
        )}
      </section>
    </Card>
  );
}

function ScoreLine({ result }: { result: Result }) {
  const { t } = useLingui();
  const score = formatNumber(result.score);
  const max = formatNumber(result.maxScore);
  const percent = formatPercent(result.percent);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>{t`${score} / ${max} (${percent})`}</span>
      {result.pendingMarking && <Badge tone="indigo">{t`Needs marking`}</Badge>}
    </span>
  );
}

function RankLine({ result }: { result: Result }) {
  const { t } = useLingui();
  const { rank, cohortSize } = result;
  return <>{t`${rank} of ${cohortSize}`}</>;
}

function AttemptScreen({ attempt }: { attempt: Attempt }) {
  const { t } = useLingui();
  const { quizTitle, number } = attempt;
  const name = attempt.student.name;
  const result = attempt.result;
  return (
    <>
      <BackLink to={href('teacher.testResults', { id: attempt.quizId })} className="mb-4">
        <Trans>Results of {quizTitle}</Trans>
      </BackLink>
      <PageHeader title={t`Attempt ${number} of ${name}`} description={quizTitle} />
      <div className="space-y-6">
        <Card className="p-4 sm:p-6">
          <DetailList>
            <DetailItem label={t`Started`}>
              <time dateTime={attempt.startedAt}>{formatDateTime(attempt.startedAt)}</time>
            </DetailItem>
            <DetailItem label={t`Submitted`}>
              {attempt.submittedAt === null ? (
                t`Still in progress`
              ) : (
                <span className="flex flex-wrap items-center gap-2">
                  <time dateTime={attempt.submittedAt}>{formatDateTime(attempt.submittedAt)}</time>
                  {attempt.autoSubmitted && <Badge tone="yellow">{t`Time ran out`}</Badge>}
                </span>
              )}
            </DetailItem>
            {result && (
              <DetailItem label={t`Score`}>
                <ScoreLine result={result} />
              </DetailItem>
            )}
            {result && (
              <DetailItem label={t`Rank`}>
                <RankLine result={result} />
              </DetailItem>
            )}
          </DetailList>
        </Card>
        {attempt.questions.map((question, index) => (
          <QuestionCard key={question.id} attempt={attempt} question={question} number={index + 1} />
        ))}
      </div>
    </>
  );
}

export function TestAttemptPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const attempt = useAttempt(id);
  return (
    <QueryGate query={attempt} loadingLabel={t`Loading attempt`}>
      {(data) => <AttemptScreen attempt={data} />}
    </QueryGate>
  );
}
