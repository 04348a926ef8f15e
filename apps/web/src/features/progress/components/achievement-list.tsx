import { Trans, useLingui } from '@lingui/react/macro';
import { type AchievementKey, achievementRules } from '@tutorium/contract/achievements';
import type { MyProgress } from '@tutorium/contract/progress';
import { Award, Flag, Info, Lock, type LucideIcon, Puzzle, Target, Zap } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDate } from '../../../lib/format';

type Achievement = MyProgress['achievements'][number];

const icons: Readonly<Record<AchievementKey, LucideIcon>> = {
  fastLearner: Zap,
  perfectScore: Target,
  completion: Award,
  problemSolver: Puzzle,
  goalAchiever: Flag,
};

const isKnown = (key: string): key is AchievementKey => Object.hasOwn(achievementRules, key);

/**
 * One achievement. Its rule shows while the pointer rests on it, while its button has keyboard
 * focus, and after a tap (tap again to hide); Escape hides it. Screen readers hear the rule as
 * the button's description.
 */
function AchievementCard({ achievement }: { achievement: Achievement }) {
  const ruleId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const shown = !dismissed && (hovered || focused || pinned);

  const { key, earnedAt } = achievement;
  const earnedOn = earnedAt === null ? '' : formatDate(earnedAt);
  const Icon = isKnown(key) ? icons[key] : Award;
  const { title, rule } = isKnown(key) ? achievementRules[key] : achievement;

  return (
    <li
      className={`relative flex gap-3 rounded-xl border p-4 ${
        achievement.earned ? 'border-amber-200 bg-amber-50' : 'border-slate-200 bg-white'
      }`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
    >
      <span
        aria-hidden="true"
        className={`flex size-10 shrink-0 items-center justify-center rounded-full ${
          achievement.earned ? 'bg-amber-100 text-amber-700' : 'bg-slate-100 text-slate-500'
        }`}
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">
          <button
            type="button"
            aria-describedby={ruleId}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              setPinned(false);
              setDismissed(false);
            }}
            onClick={() => {
              setPinned((value) => !value);
              setDismissed(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && shown) {
                event.stopPropagation();
                setPinned(false);
                setDismissed(true);
              }
            }}
            className="inline-flex items-center gap-1.5 rounded-md text-left hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {title}
            <Info className="size-4 text-slate-500" aria-hidden="true" />
          </button>
        </h3>
        <p className={`mt-0.5 text-sm ${achievement.earned ? 'text-amber-900' : 'text-slate-600'}`}>
          {achievement.earned ? (
            earnedAt === null ? (
              <Trans>Earned</Trans>
            ) : (
              <Trans>
                Earned <time dateTime={earnedAt}>{earnedOn}</time>
              </Trans>
            )
          ) : (
            <span className="inline-flex items-center gap-1">
              <Lock className="size-3.5" aria-hidden="true" />
              <Trans>Locked</Trans>
            </span>
          )}
        </p>
      </div>
      <p
        id={ruleId}
        role="tooltip"
        hidden={!shown}
        className="absolute inset-x-3 top-full z-10 -mt-1 rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
      >
        {rule}
      </p>
    </li>
  );
}

/** The five achievements, earned or locked, each with the rule that earns it. */
export function AchievementList({ achievements }: { achievements: readonly Achievement[] }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Achievements`} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {achievements.map((achievement) => (
        <AchievementCard key={achievement.key} achievement={achievement} />
      ))}
    </ul>
  );
}
