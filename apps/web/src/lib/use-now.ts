import { useEffect, useState } from 'react';

/** How often screens recompute what depends on the time: a class's state, join window and countdown. */
const CLOCK_TICK_MS = 30_000;

/** The current time, renewed every CLOCK_TICK_MS, so a class turns joinable, Live and Ended without a reload. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
