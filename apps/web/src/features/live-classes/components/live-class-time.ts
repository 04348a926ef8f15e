import {
  JOIN_OPENS_MINUTES_BEFORE,
  type LiveClass,
  type LiveClassState,
  liveClassState,
} from '@tutorium/contract/live-classes';

const MINUTE_MS = 60_000;

/** Spec 9: 12-hour hour:minute with short month and day, in the viewer's time zone ("Jun 1, 10:00 AM"). */
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
/** The same, naming the year, for a class outside the current year. */
const dateTimeWithYearFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', hour12: true });

export function formatClassDateTime(value: string, now: Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return (date.getFullYear() === now.getFullYear() ? dateTimeFormat : dateTimeWithYearFormat).format(date);
}

/** "10:02 AM" in the viewer's time zone. */
export function formatClockTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

export const formatMinutes = (minutes: number): string => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

const unit = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Starts in 3 days 2 hours", "Starts in 1 hour 5 minutes", "Starts in 12 minutes". */
export function startsInLabel(startsAt: string, now: Date): string {
  const minutes = Math.max(1, Math.ceil((new Date(startsAt).getTime() - now.getTime()) / MINUTE_MS));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  const parts =
    days > 0
      ? [unit(days, 'day', 'days'), hours > 0 ? unit(hours, 'hour', 'hours') : '']
      : [hours > 0 ? unit(hours, 'hour', 'hours') : '', rest > 0 ? unit(rest, 'minute', 'minutes') : ''];
  return `Starts in ${parts.filter(Boolean).join(' ')}`;
}

/** The class's state now, from its start and duration (contract liveClassState), so it turns without a reload. */
export const stateAt = (liveClass: LiveClass, now: Date): LiveClassState =>
  liveClassState(new Date(liveClass.startsAt), liveClass.durationMinutes, now);

/** A student may join while the class is live, or from JOIN_OPENS_MINUTES_BEFORE before its start. */
export function isJoinable(liveClass: LiveClass, now: Date): boolean {
  const state = stateAt(liveClass, now);
  if (state === 'live') return true;
  if (state === 'ended') return false;
  return now.getTime() >= new Date(liveClass.startsAt).getTime() - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS;
}

/**
 * Live and upcoming classes first, soonest first (spec 4: upcoming ascending), then ended ones,
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

/** A date input's value ("2025-06-01") for the viewer's local day of `date`. */
export const localDateValue = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

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
