import type { LiveClass } from '@tutorium/contract/live-classes';
import { plural } from '../../../lib/format';
import { stateAt } from '../../../lib/live-class-state';

const MINUTE_MS = 60_000;

export const formatMinutes = (minutes: number): string => plural(minutes, 'minute', 'minutes');

/** "Starts in 3 days 2 hours", "Starts in 1 hour 5 minutes", "Starts in 12 minutes". */
export function startsInLabel(startsAt: string, now: Date): string {
  const minutes = Math.max(1, Math.ceil((new Date(startsAt).getTime() - now.getTime()) / MINUTE_MS));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  const parts =
    days > 0
      ? [plural(days, 'day', 'days'), hours > 0 ? plural(hours, 'hour', 'hours') : '']
      : [hours > 0 ? plural(hours, 'hour', 'hours') : '', rest > 0 ? plural(rest, 'minute', 'minutes') : ''];
  return `Starts in ${parts.filter(Boolean).join(' ')}`;
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

const pad = (value: number) => String(value).padStart(2, '0');

/** A time input's value ("09:30") for the viewer's local time of `date`. */
export const localTimeValue = (date: Date): string => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** A local calendar day as a Date at its local midnight, or undefined for anything that is not a real day. */
function localMidnight(day: string, offsetDays = 0): Date | undefined {
  const match = DAY_PATTERN.exec(day);
  if (match === null) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnight = new Date(year, month - 1, date + offsetDays);
  if (offsetDays === 0 && (midnight.getMonth() !== month - 1 || midnight.getDate() !== date)) return undefined;
  return midnight;
}

/** Whether a ?date= value is a real calendar day. */
export const isCalendarDay = (day: string): boolean => localMidnight(day) !== undefined;

/** The viewer's local day as the instants [from, to) the API filters on. */
export function localDayRange(day: string): { from: string; to: string } | undefined {
  const start = localMidnight(day);
  const end = localMidnight(day, 1);
  if (start === undefined || end === undefined) return undefined;
  return { from: start.toISOString(), to: end.toISOString() };
}

/** The chosen local date and time as an ISO 8601 instant, or undefined while either is missing or unreadable. */
export function instantOf(day: string, time: string): string | undefined {
  const midnight = localMidnight(day);
  const match = TIME_PATTERN.exec(time);
  if (midnight === undefined || match === null) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return undefined;
  midnight.setHours(hours, minutes, 0, 0);
  return midnight.toISOString();
}
