import { Trans, useLingui } from '@lingui/react/macro';
import type { GuardianChildOverview } from '@tutorium/contract/guardians';
import { CalendarClock, ClipboardCheck, GraduationCap, NotebookPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Panel } from '../../../components/panel/panel';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDateTime, formatNumber, formatPercent } from '../../../lib/format';

type Overview = GuardianChildOverview;

/** The items of a panel, one under another with dividers between them. */
function ItemList<T>({
  items,
  keyOf,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={keyOf(item)} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

/** An item's title and its course, above its own details. */
function ItemHeading({ title, course }: { title: string; course: string }) {
  return (
    <>
      <h3 className="font-medium break-words text-slate-900">{title}</h3>
      <p className="text-sm break-words text-slate-600">{course}</p>
    </>
  );
}

const When = ({ at }: { at: string }) => <time dateTime={at}>{formatDateTime(at, new Date())}</time>;

/** The child's next live classes: when each starts and for how long; one under way says so. */
export function UpcomingClassesPanel({ classes }: { classes: Overview['upcomingClasses'] }) {
  const { t } = useLingui();
  return (
    <Panel title={t`Upcoming live classes`}>
      {classes.length === 0 ? (
        <EmptyState
          icon={CalendarClock}
          title={t`No upcoming classes`}
          description={t`Live classes their teachers schedule appear here.`}
        />
      ) : (
        <ItemList items={classes} keyOf={(liveClass) => liveClass.id}>
          {(liveClass) => {
            const minutes = liveClass.durationMinutes;
            const startsAt = <When at={liveClass.startsAt} />;
            return (
              <>
                <ItemHeading title={liveClass.title} course={liveClass.course.title} />
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  {liveClass.state === 'live' ? (
                    <>
                      <Badge tone="green">
                        <Trans>Live now</Trans>
                      </Badge>
                      <Trans>Started {startsAt}</Trans>
                    </>
                  ) : (
                    <Trans>Starts {startsAt}</Trans>
                  )}
                  <span aria-hidden="true">·</span>
                  <Trans>{minutes} minutes</Trans>
                </p>
              </>
            );
          }}
        </ItemList>
      )}
    </Panel>
  );
}

/** Homework not handed in: missing (past due) first, then what is due next. */
export function HomeworkPanel({ homework }: { homework: Overview['homework'] }) {
  const { t } = useLingui();
  const { missing, due } = homework;
  return (
    <Panel title={t`Homework`}>
      {missing.length === 0 && due.length === 0 ? (
        <EmptyState
          icon={NotebookPen}
          title={t`Nothing due`}
          description={t`Homework still to hand in, and any handed in late or never, appears here.`}
        />
      ) : (
        <div className="space-y-5">
          {missing.length > 0 && (
            <div>
              <h3 className="mb-2 text-sm font-semibold text-red-800">{t`Missing`}</h3>
              <ItemList items={missing} keyOf={(assignment) => assignment.id}>
                {(assignment) => {
                  const dueAt = <When at={assignment.dueAt} />;
                  return (
                    <>
                      <ItemHeading title={assignment.title} course={assignment.course.title} />
                      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                        <Badge tone="red">
                          <Trans>Not handed in</Trans>
                        </Badge>
                        <Trans>Was due {dueAt}</Trans>
                      </p>
                    </>
                  );
                }}
              </ItemList>
            </div>
          )}
          {due.length > 0 && (
            <div>
              <h3 className="mb-2 text-sm font-semibold text-slate-900">{t`Due`}</h3>
              <ItemList items={due} keyOf={(assignment) => assignment.id}>
                {(assignment) => {
                  const dueAt = <When at={assignment.dueAt} />;
                  return (
                    <>
                      <ItemHeading title={assignment.title} course={assignment.course.title} />
                      <p className="text-sm text-slate-700">
                        <Trans>Due {dueAt}</Trans>
                      </p>
                    </>
                  );
                }}
              </ItemList>
            </div>
          )}
        </div>
      )}
    </Panel>
  );
}

/** Released test results, newest first: the score out of the test's total. */
export function TestResultsPanel({ tests }: { tests: Overview['tests'] }) {
  const { t } = useLingui();
  return (
    <Panel title={t`Test results`}>
      {tests.length === 0 ? (
        <EmptyState
          icon={ClipboardCheck}
          title={t`No test results yet`}
          description={t`A test's result appears here once the teacher releases it.`}
        />
      ) : (
        <ItemList items={tests} keyOf={(test) => test.id}>
          {(test) => {
            const score = formatNumber(test.score);
            const maxScore = formatNumber(test.maxScore);
            const submittedAt = <When at={test.submittedAt} />;
            return (
              <>
                <ItemHeading title={test.title} course={test.course.title} />
                <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
                  <span className="font-semibold text-slate-900">
                    <Trans>
                      {score} of {maxScore}
                    </Trans>
                  </span>
                  {test.percentage !== null && <span>({formatPercent(test.percentage)})</span>}
                  <span aria-hidden="true">·</span>
                  <Trans>Taken {submittedAt}</Trans>
                </p>
              </>
            );
          }}
        </ItemList>
      )}
    </Panel>
  );
}

/** Each active course's grade so far: its percentage and letter, or that there is none yet. */
export function GradesPanel({ grades }: { grades: Overview['grades'] }) {
  const { t } = useLingui();
  return (
    <Panel title={t`Course grades`}>
      {grades.length === 0 ? (
        <EmptyState
          icon={GraduationCap}
          title={t`No grades yet`}
          description={t`A course's grade appears here once its teacher grades work in it.`}
        />
      ) : (
        <ItemList items={grades} keyOf={(grade) => grade.course.id}>
          {(grade) => (
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <h3 className="font-medium break-words text-slate-900">{grade.course.title}</h3>
              <p className="text-sm text-slate-700">
                {grade.percentage === null ? (
                  <Trans>No grade yet</Trans>
                ) : (
                  <span className="inline-flex gap-1.5 font-semibold text-slate-900">
                    {formatPercent(grade.percentage)}
                    {grade.letter !== null && (
                      <>
                        <span aria-hidden="true">·</span>
                        {grade.letter}
                      </>
                    )}
                  </span>
                )}
              </p>
            </div>
          )}
        </ItemList>
      )}
    </Panel>
  );
}
