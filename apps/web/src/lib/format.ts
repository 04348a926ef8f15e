import { wallClockOf } from '@tutorium/contract/time-zones';

/**
 * Display formatting shared by every feature: dates and times in the viewer's locale (docs/seed-spec.md §9:
 * short month, 12-hour clock) and in the viewer's time zone, money, file sizes and counted nouns.
 *
 * The viewer's zone is kept here, in one place: the signed-in user's `timeZone` (the session sets it
 * with `setViewerTimeZone`), else the browser's. Every instant shown or entered goes through it.
 */

/** The zone this browser is in ("Asia/Kolkata"), as sent at sign-up and sign-in. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

let viewerZone: string | undefined;

/** The session's user's zone; undefined (signed out) goes back to the browser's. */
export function setViewerTimeZone(timeZone: string | undefined): void {
  viewerZone = timeZone;
}

/** The zone times are shown and entered in: the signed-in user's, else the browser's. */
export const viewerTimeZone = (): string => viewerZone ?? browserTimeZone();

const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter for `options` in the viewer's zone, made once per zone. */
function formatIn(name: string, options: Intl.DateTimeFormatOptions, timeZone = viewerTimeZone()): Intl.DateTimeFormat {
  const key = `${name} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

const dateOptions = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const dayMonthOptions = { month: 'short', day: 'numeric' } as const;
/** Every clock time names its zone ("3:30 PM GMT+5:30"), so nobody reads it in another. */
const clockOptions = { hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' } as const;

/** An instant ("2025-03-04T10:00:00Z") as a Date, or null when it cannot be read. */
function instantOf(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 4, 2025" in the viewer's locale and zone; an unreadable value yields an empty string. */
export function formatDate(value: string): string {
  const date = instantOf(value);
  return date === null ? '' : formatIn('date', dateOptions).format(date);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day ("2026-03-04") as the local midnight that starts it, or null when it is no such day. */
export function parseCalendarDate(value: string): Date | null {
  const match = CALENDAR_DATE.exec(value);
  return match === null ? null : new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/**
 * A calendar day ("2026-03-04": course dates, attendance dates, weeks) as "Mar 4, 2026" in every
 * time zone, never shifted to the day before by reading it as UTC midnight; with `year: false`,
 * "Mar 4". Anything that is not such a day is returned as it is.
 */
export function formatCalendarDate(value: string, options: { year?: boolean } = {}): string {
  const match = CALENDAR_DATE.exec(value);
  if (match === null) return value;
  // A day has no zone: it is written as the UTC noon of that day, in UTC.
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return formatIn(
    options.year === false ? 'day-month' : 'date',
    options.year === false ? dayMonthOptions : dateOptions,
    'UTC',
  ).format(day);
}

/** The viewer's day of `date` as "2025-06-01" (a date input's value). */
export const toCalendarDate = (date: Date): string => wallClockOf(date, viewerTimeZone()).date;

/** Today in the viewer's time zone, as "2025-06-01". */
export const todayCalendarDate = (): string => toCalendarDate(new Date());

/** A time of day as stored in a schedule ("17:30") as "5:30 PM"; anything else is returned as it is. */
export function formatTimeOfDay(value: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (match === null) return value;
  const clock = { hour: 'numeric', minute: '2-digit', hour12: true } as const;
  return formatIn('time-of-day', clock, 'UTC').format(
    new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))),
  );
}

/** The time of an instant in the viewer's time zone, "10:04 AM GMT+5:30"; an unreadable value yields ''. */
export function formatClockTime(value: string): string {
  const date = instantOf(value);
  return date === null ? '' : formatIn('clock', clockOptions).format(date);
}

/**
 * An instant as "Jun 1, 10:00 AM GMT+5:30" in the viewer's time zone. Given `now`, an instant in
 * another year names it ("Jan 5, 2027, 9:00 AM UTC"); without, the year is never shown. Unreadable yields ''.
 */
export function formatDateTime(value: string, now?: Date): string {
  const date = instantOf(value);
  if (date === null) return '';
  const zone = viewerTimeZone();
  const withYear =
    now !== undefined && wallClockOf(date, zone).date.slice(0, 4) !== wallClockOf(now, zone).date.slice(0, 4);
  return withYear
    ? formatIn('date-time-year', { ...dateOptions, ...clockOptions }).format(date)
    : formatIn('date-time', { ...dayMonthOptions, ...clockOptions }).format(date);
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/** A price in `currency` with the viewer's number format; 0 is "Free" (docs/seed-spec.md §2.5). */
export function formatPrice(price: number, currency: string): string {
  if (price === 0) return 'Free';
  let format = priceFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    priceFormats.set(currency, format);
  }
  return format.format(price);
}

const sizeUnits = ['KB', 'MB', 'GB'] as const;
const sizeNumber = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** "834 bytes", "12.5 KB", "3 MB": a byte count as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeNumber.format(value)} ${sizeUnits[unit]}`;
}

/** "1 course", "3 courses". */
export const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** Levels and statuses are stored lower-case and shown capitalised: "beginner" reads "Beginner". */
export const capitalise = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);
