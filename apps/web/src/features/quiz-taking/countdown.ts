/**
 * The attempt's clock is the server's: the time left is `deadline − serverNow` from the answer that
 * brought them, counted down by a monotonic clock (`performance.now()`) from the moment it came. The
 * device's wall clock is never read, so a phone set an hour wrong still shows the right time left.
 */

/** What is left, in ms (never below 0), `elapsedMs` after an answer giving `deadline` and `serverNow` was received. */
export function remainingMs(deadline: string, serverNow: string, elapsedMs: number): number {
  const left = Date.parse(deadline) - Date.parse(serverNow) - elapsedMs;
  return Number.isFinite(left) ? Math.max(0, left) : 0;
}

/** The time left as a clock face: "1:05:09" past an hour, else "05:09"; partial seconds count up, so 0:00 is the end. */
export function clockFace(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** The moments a screen reader is told the time left: once each, not every second. */
const ANNOUNCED_MINUTES = [5, 1] as const;
export type AnnouncedMinutes = (typeof ANNOUNCED_MINUTES)[number];

/**
 * The announcement due when the time left went from `before` to `now` (ms): the smallest mark crossed,
 * or null. A clock that starts below a mark (a resumed attempt) crosses nothing until the next mark.
 */
export function markCrossed(before: number, now: number): AnnouncedMinutes | null {
  const crossed = ANNOUNCED_MINUTES.filter((minutes) => before > minutes * 60_000 && now <= minutes * 60_000);
  return crossed.length === 0 ? null : (Math.min(...crossed) as AnnouncedMinutes);
}
