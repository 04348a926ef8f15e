import { Trans, useLingui } from '@lingui/react/macro';
import { quizEndpoints } from '@tutorium/contract/endpoints/quizzes';
import type { Quiz, QuizResults } from '@tutorium/contract/quizzes';
import { BarChart3, CheckCircle2, Clock, Download, Eye, Send, Users } from 'lucide-react';
import toast from 'react-hot-toast';
import { useParams } from 'react-router';
import { QueryView } from '../../../components/list-screen/query-view';
import { PanelSpinner } from '../../../components/panel/panel';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { StatGrid } from '../../../components/ui/stat-card';
import { type StatColumn, StatColumnTable, StudentName } from '../../../components/ui/stat-table';
import { reportFormError } from '../../../lib/form-errors';
import { formatDateTime, formatNumber, formatPercent } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { useExportResults, useQuiz, useQuizResults } from '../api/use-quiz-teaching';
import { excerptOf } from '../components/excerpt';
import { QueryGate } from '../components/query-gate';
import { useKindLabels } from '../components/question-kind';
import { ReleaseState } from '../components/release-state';

type AttemptRow = QuizResults['attempts'][number];
type QuestionRow = QuizResults['questions'][number];
type Band = QuizResults['distribution'][number];

const percentOrDash = (value: number | null) => (value === null ? '—' : formatPercent(value));

/** The score bands as a table, each count with a bar beside it for the eye (the figure is the text). */
function Distribution({ bands, title }: { bands: readonly Band[]; title: string }) {
  const { t } = useLingui();
  const most = Math.max(1, ...bands.map((band) => band.count));
  const columns: StatColumn<Band>[] = [
    {
      heading: t`Score`,
      rowHeader: true,
      cell: (band) => {
        const { from, to } = band;
        return t`${from}–${to} %`;
      },
    },
    {
      heading: t`Attempts`,
      cell: (band) => (
        <span className="flex items-center gap-3">
          <span className="w-8 shrink-0 text-right tabular-nums">{band.count}</span>
          <span className="h-3 flex-1 rounded bg-slate-100" aria-hidden="true">
            <span className="block h-3 rounded bg-indigo-500" style={{ width: `${(band.count / most) * 100}%` }} />
          </span>
        </span>
      ),
    },
  ];
  return (
    <StatColumnTable
      caption={t`Score distribution of ${title}`}
      columns={columns}
      rows={bands}
      keyOf={(band) => String(band.from)}
      minWidth="min-w-[18rem]"
    />
  );
}

function ResultsBody({ quiz, results }: { quiz: Quiz; results: QuizResults }) {
  const { t } = useLingui();
  const kindLabels = useKindLabels();
  const title = quiz.title;
  const submitted = results.attempts.length;
  const inProgress = results.inProgress;

  const attemptColumns: StatColumn<AttemptRow>[] = [
    { heading: t`Student`, rowHeader: true, cell: (row) => <StudentName student={row.student} /> },
    { heading: t`Attempt`, cell: (row) => row.number },
    {
      heading: t`Submitted`,
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          <time dateTime={row.submittedAt}>{formatDateTime(row.submittedAt)}</time>
          {row.autoSubmitted && <Badge tone="yellow">{t`Time ran out`}</Badge>}
        </span>
      ),
    },
    {
      heading: t`Score`,
      cell: (row) => {
        const score = formatNumber(row.score);
        const max = formatNumber(row.maxScore);
        return (
          <span className="flex flex-wrap items-center gap-2">
            <span>{t`${score} / ${max}`}</span>
            {row.pendingMarking && <Badge tone="indigo">{t`Needs marking`}</Badge>}
          </span>
        );
      },
    },
    { heading: t`Percent`, cell: (row) => formatPercent(row.percent) },
    { heading: t`Rank`, cell: (row) => row.rank },
    {
      heading: t`Actions`,
      cell: (row) => {
        const name = row.student.name;
        const number = row.number;
        return (
          <LinkButton to={href('teacher.testAttempt', { id: row.id })} variant="secondary" size="sm" icon={Eye}>
            <Trans>
              Open
              <span className="sr-only">
                {' '}
                attempt {number} of {name}
              </span>
            </Trans>
          </LinkButton>
        );
      },
    },
  ];

  const questionColumns: StatColumn<QuestionRow>[] = [
    {
      heading: t`Question`,
      rowHeader: true,
      cell: (row) => <span className="block break-words">{excerptOf(row.prompt)}</span>,
    },
    { heading: t`Type`, cell: (row) => kindLabels[row.kind] },
    { heading: t`Points`, cell: (row) => row.points },
    {
      heading: t`Answered`,
      cell: (row) => {
        const { answered, seen } = row;
        return t`${answered} of ${seen}`;
      },
    },
    {
      heading: t`Full marks`,
      cell: (row) => (row.difficulty === null ? '—' : formatPercent(row.difficulty * 100)),
    },
    {
      heading: t`Discrimination`,
      cell: (row) => (row.discrimination === null ? '—' : formatNumber(row.discrimination, 2)),
    },
  ];

  return (
    <div className="space-y-8">
      <StatGrid
        label={t`Summary of ${title}`}
        cards={[
          { label: t`Submitted attempts`, value: submitted, icon: CheckCircle2 },
          { label: t`In progress`, value: inProgress, icon: Clock },
          { label: t`Average`, value: percentOrDash(results.averagePercent), icon: BarChart3 },
          { label: t`Median`, value: percentOrDash(results.medianPercent), icon: BarChart3 },
        ]}
      />
      <section className="space-y-3" aria-labelledby="attempts-heading">
        <h2 id="attempts-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Attempts</Trans>
        </h2>
        {submitted === 0 ? (
          <EmptyState icon={Users} title={t`No attempts submitted yet`} />
        ) : (
          <StatColumnTable
            caption={t`Submitted attempts at ${title}`}
            columns={attemptColumns}
            rows={results.attempts}
            keyOf={(row) => row.id}
            cards
          />
        )}
      </section>
      {submitted > 0 && (
        <section className="space-y-3" aria-labelledby="distribution-heading">
          <h2 id="distribution-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Score distribution</Trans>
          </h2>
          <Distribution bands={results.distribution} title={title} />
        </section>
      )}
      <section className="space-y-3" aria-labelledby="questions-heading">
        <h2 id="questions-heading" className="text-lg font-semibold text-slate-900">
          <Trans>How each question did</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          <Trans>
            Full marks: the share of attempts that earned all its points (a low share is a hard question).
            Discrimination: how much more often the top quarter of attempts got it right than the bottom quarter, from
            −1 to 1 (shown from 4 attempts; near 0 or below, the question tells strong and weak students apart poorly).
          </Trans>
        </p>
        <StatColumnTable
          caption={t`Questions of ${title}`}
          columns={questionColumns}
          rows={results.questions}
          keyOf={(row) => row.questionId}
          cards
        />
      </section>
    </div>
  );
}

function ResultsScreen({ quiz }: { quiz: Quiz }) {
  const { t } = useLingui();
  const results = useQuizResults(quiz.id);
  const exporter = useExportResults(quiz.id);
  const release = useEndpointMutation(quizEndpoints.release, { input: () => ({ params: { id: quiz.id } }) });
  const { courseTitle, title } = quiz;
  return (
    <>
      <BackLink to={href('teacher.courseTests', { courseId: quiz.courseId })} className="mb-4">
        <Trans>Tests of {courseTitle}</Trans>
      </BackLink>
      <PageHeader
        title={t`Results: ${title}`}
        description={<ReleaseState quiz={quiz} />}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              icon={Download}
              loading={exporter.isPending}
              onClick={() =>
                exporter.mutate(undefined, {
                  onError: (error) => reportFormError(error, quizEndpoints.exportResults.fallbackMessage),
                })
              }
            >
              <Trans>Export CSV</Trans>
            </Button>
            {quiz.release === 'manual' && !quiz.resultsReleased && (
              <Button
                icon={Send}
                loading={release.isPending}
                onClick={() =>
                  release.mutate(undefined, {
                    onSuccess: ({ message }) => toast.success(message),
                    onError: (error) => reportFormError(error, quizEndpoints.release.fallbackMessage),
                  })
                }
              >
                <Trans>Release results</Trans>
              </Button>
            )}
          </div>
        }
      />
      <QueryView
        query={results}
        loadingLabel={t`Loading results`}
        loading={<PanelSpinner label={t`Loading results`} />}
      >
        {(data) => <ResultsBody quiz={quiz} results={data} />}
      </QueryView>
    </>
  );
}

export function TestResultsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const quiz = useQuiz(id);
  return (
    <QueryGate query={quiz} loadingLabel={t`Loading test`}>
      {(data) => <ResultsScreen quiz={data} />}
    </QueryGate>
  );
}
