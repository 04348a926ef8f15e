import { useLingui } from '@lingui/react/macro';
import type { Quiz } from '@tutorium/contract/quizzes';
import { Badge } from '../../../components/ui/badge';

/** When a test's results reach its students, and whether they have. */
export function ReleaseState({ quiz }: { quiz: Pick<Quiz, 'release' | 'resultsReleased'> }) {
  const { t } = useLingui();
  const modes = { immediately: t`On submitting`, after_close: t`After closing`, manual: t`By hand` };
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>{modes[quiz.release]}</span>
      {quiz.resultsReleased ? <Badge tone="green">{t`Released`}</Badge> : <Badge>{t`Not released`}</Badge>}
    </span>
  );
}
