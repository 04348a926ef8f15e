import { plural, t } from '@lingui/core/macro';
import type { LiveClass } from '@tutorium/contract/live-classes';
import { dayRangeIn, wallClockInstant, wallClockOf } from '@tutorium/contract/time-zones';
import { formatRelativeTime, viewerTimeZone } from '../../../lib/format';
import { stateAt } from '../../../lib/live-class-state';

export const formatMinutes = (minutes: number): string =>
  t`${plural(minutes, { one: '# minute', other: '# minutes' })}`;

/** "Starts in 20 minutes", "Starts in 3 hours", "Starts in 2 days" ("2 दिन में शुरू होगी"). */
export function startsInLabel(startsAt: string, now: Date): string {
  const when = formatRelativeTime(startsAt, now);
  return t`Starts ${when}`;
}

/**
 * Live and upcoming classes first, soonest first (docs/seed-spec.md §4: upcoming ascending), then ended ones,
 * most recent first.
 */
export function sortForDisplay(classes: readonly LiveClass[], now: Date): LiveClass[] {
  const time = (liveClass: LiveClass) => new Date(liveClass.startsAt).getTime();
  return [...classes].sort((a, b) => {
    const aEnded = stateAt(a, now) === 'ended';
    const bEnded = stateAt(b, now) === 'ended';
    if (aEnded !== bEnded) return aEnded ? 1 : -1;
    return aEnded ? time(b) - time(a) : time(a) - time(b);
  });
}

/** A time input's value ("09:30") for the viewer's time of `date`, in their zone. */
export const localTimeValue = (date: Date): string => wallClockOf(date, viewerTimeZone()).time;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** Whether a YYYY-MM-DD value is a real calendar day. */
function isCalendarDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  if (match === null) return false;
  const check = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return check.getUTCMonth() === Number(match[2]) - 1 && check.getUTCDate() === Number(match[3]);
}

/** The viewer's day, in their zone, as the instants [from, to) the API filters on. */
export function localDayRange(day: string): { from: string; to: string } | undefined {
  if (!isCalendarDay(day)) return undefined;
  const range = dayRangeIn(day, viewerTimeZone());
  return range === null ? undefined : { from: range.from.toISOString(), to: range.to.toISOString() };
}

/** The chosen date and time, read in the viewer's zone, as an ISO 8601 instant; undefined while either is missing or unreadable. */
export function instantOf(day: string, time: string): string | undefined {
  const match = TIME_PATTERN.exec(time);
  if (!isCalendarDay(day) || match === null) return undefined;
  if (Number(match[1]) > 23 || Number(match[2]) > 59) return undefined;
  return wallClockInstant(day, time, viewerTimeZone())?.toISOString();
}
