/**
 * Display formatting shared by every feature: dates and times in the viewer's locale (docs/seed-spec.md §9:
 * short month, 12-hour clock), money, file sizes and counted nouns.
 */

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
const dayMonthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const clockFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', hour12: true });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const dateTimeWithYearFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** An instant ("2025-03-04T10:00:00Z") as a Date, or null when it cannot be read. */
function instantOf(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 4, 2025" in the viewer's locale; an unreadable value yields an empty string. */
export function formatDate(value: string): string {
  const date = instantOf(value);
  return date === null ? '' : dateFormat.format(date);
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
  const day = parseCalendarDate(value);
  if (day === null) return value;
  return (options.year === false ? dayMonthFormat : dateFormat).format(day);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The viewer's local day of `date` as "2025-06-01" (a date input's value). */
export const toCalendarDate = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Today in the viewer's time zone, as "2025-06-01". */
export const todayCalendarDate = (): string => toCalendarDate(new Date());

/** A time of day as stored in a schedule ("17:30") as "5:30 PM"; anything else is returned as it is. */
export function formatTimeOfDay(value: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (match === null) return value;
  return clockFormat.format(new Date(2000, 0, 1, Number(match[1]), Number(match[2])));
}

/** The time of an instant in the viewer's time zone, "10:04 AM"; an unreadable value yields ''. */
export function formatClockTime(value: string): string {
  const date = instantOf(value);
  return date === null ? '' : clockFormat.format(date);
}

/**
 * An instant as "Jun 1, 10:00 AM" in the viewer's time zone. Given `now`, an instant in another
 * year names it ("Jan 5, 2027, 9:00 AM"); without, the year is never shown. Unreadable yields ''.
 */
export function formatDateTime(value: string, now?: Date): string {
  const date = instantOf(value);
  if (date === null) return '';
  const withYear = now !== undefined && date.getFullYear() !== now.getFullYear();
  return (withYear ? dateTimeWithYearFormat : dateTimeFormat).format(date);
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
