import { useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type AnnouncedMinutes, clockFace, markCrossed, remainingMs } from '../countdown';

const TICK_MS = 250;

interface Clocked {
  deadline: string;
  serverNow: string;
  /** `performance.now()` when the answer carrying `serverNow` came. */
  receivedAt: number;
}

/** The time left by the server's clock, ticking; `onTimeUp` runs once when it reaches 0. */
function useCountdown({ deadline, serverNow, receivedAt }: Clocked, onTimeUp: () => void) {
  const left = () => remainingMs(deadline, serverNow, performance.now() - receivedAt);
  const [ms, setMs] = useState(left);
  const [announced, setAnnounced] = useState<AnnouncedMinutes | null>(null);
  const before = useRef(ms);
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  }, [onTimeUp]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads exactly these three values.
  useEffect(() => {
    let done = false;
    const tick = () => {
      const now = left();
      const mark = markCrossed(before.current, now);
      if (mark !== null) setAnnounced(mark);
      before.current = now;
      setMs(now);
      if (now === 0 && !done) {
        done = true;
        timeUp.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline, serverNow, receivedAt]);
  return { ms, announced };
}

/**
 * The attempt's clock: a role="timer" (which screen readers do not read out on every change) and, apart,
 * a polite live region told the time left once at 5 minutes and once at 1 minute.
 */
export function AttemptTimer({ clock, onTimeUp }: { clock: Clocked; onTimeUp: () => void }) {
  const { t } = useLingui();
  const { ms, announced } = useCountdown(clock, onTimeUp);
  const low = ms <= 60_000;
  return (
    <>
      <div
        role="timer"
        aria-label={t`Time left`}
        className={`inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 font-mono text-lg font-semibold tabular-nums ${
          low ? 'bg-red-50 text-red-800' : 'bg-slate-100 text-slate-900'
        }`}
      >
        <Clock className="size-5" aria-hidden="true" />
        {clockFace(ms)}
      </div>
      <p aria-live="polite" className="sr-only">
        {announced === 5 && t`5 minutes left`}
        {announced === 1 && t`1 minute left`}
      </p>
    </>
  );
}
