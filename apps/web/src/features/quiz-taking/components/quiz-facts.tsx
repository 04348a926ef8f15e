import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AttemptSummary, Quiz } from '@tutorium/contract/quizzes';
import { TextLink } from '../../../components/ui/text-link';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { href } from '../../../lib/href';

/** The student's attempt in progress, if any: it is resumed rather than a new one started. */
export const openAttemptOf = (quiz: Quiz): AttemptSummary | undefined =>
  quiz.myAttempts?.find((attempt) => attempt.state === 'in_progress');

/** Whether the student may start an attempt now: open, and an attempt left. */
export const mayStart = (quiz: Quiz): boolean =>
  quiz.window === 'open' && (quiz.myAttempts?.length ?? 0) < quiz.attemptsAllowed;

/** The test's window in words, by where the clock is: opens, closes or closed at, in the viewer's zone. */
export function useWindowText() {
  const { t } = useLingui();
  return (quiz: Quiz): string => {
    const opens = formatDateTime(quiz.opensAt, new Date());
    const closes = formatDateTime(quiz.closesAt, new Date());
    if (quiz.window === 'upcoming') return t`Opens ${opens}`;
    if (quiz.window === 'open') return t`Open until ${closes}`;
    return t`Closed ${closes}`;
  };
}

/** "30 minutes · 1 of 2 attempts used". */
export function useLimitsText() {
  const { t } = useLingui();
  return (quiz: Quiz): string => {
    const used = quiz.myAttempts?.length ?? 0;
    const allowed = quiz.attemptsAllowed;
    const minutes = t`${plural(quiz.timeLimitMinutes, { one: '# minute', other: '# minutes' })}`;
    return t`${minutes} · ${used} of ${allowed} attempts used`;
  };
}

/** The student's attempts at a test, each leading to its page: its score once released. */
export function AttemptList({ attempts }: { attempts: AttemptSummary[] }) {
  const { t } = useLingui();
  if (attempts.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm" aria-label={t`Your attempts`}>
      {attempts.map((attempt) => {
        const number = attempt.number;
        const score = attempt.score === null ? null : formatNumber(attempt.score);
        const max = formatNumber(attempt.maxScore);
        let state: string;
        if (attempt.state === 'in_progress') state = t`in progress`;
        else if (score === null) state = t`submitted, results not released yet`;
        else state = t`${score} / ${max}`;
        return (
          <li key={attempt.id}>
            <TextLink to={href('student.testAttempt', { attemptId: attempt.id })}>{t`Attempt ${number}`}</TextLink>
            <span className="text-slate-700">: {state}</span>
          </li>
        );
      })}
    </ul>
  );
}
