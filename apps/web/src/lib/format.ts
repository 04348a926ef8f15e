import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { minorUnitsPerMajor } from '@tutorium/contract/fees';
import { isLanguage, LANGUAGE_LOCALES } from '@tutorium/contract/languages';
import { wallClockOf } from '@tutorium/contract/time-zones';
import { i18n } from './i18n';

/**
 * Display formatting shared by every feature, all through Intl in the active language's locale
 * (`LANGUAGE_LOCALES`: en-IN, hi-IN, so numbers and money group lakhs and crores): dates and times
 * (docs/seed-spec.md §9: short month, 12-hour clock) in the viewer's time zone, numbers, money,
 * file sizes and relative times.
 *
 * The viewer's zone is kept here, in one place: the signed-in user's `timeZone` (the session sets it
 * with `setViewerTimeZone`), else the browser's. Every instant shown or entered goes through it.
 */

/** The Intl locale of the active language; English's until a language is active. */
const activeLocale = (): string => LANGUAGE_LOCALES[isLanguage(i18n.locale) ? i18n.locale : 'en'];

/**
 * The active locale, for a component that formats: calling it re-renders the component when the
 * language switches, as Lingui's provider re-renders only the components that read it.
 */
export function useFormatLocale(): string {
  const { i18n: active } = useLingui();
  return LANGUAGE_LOCALES[isLanguage(active.locale) ? active.locale : 'en'];
}

/** The formatter `cache` keeps under `key`, made by `make` the first time. */
function cached<Formatter>(cache: Map<string, Formatter>, key: string, make: () => Formatter): Formatter {
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** The zone this browser is in ("Asia/Kolkata"), as sent at sign-up and sign-in. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

let viewerZone: string | undefined;

/** The session's user's zone; undefined (signed out) goes back to the browser's. */
export function setViewerTimeZone(timeZone: string | undefined): void {
  viewerZone = timeZone;
}

/** The zone times are shown and entered in: the signed-in user's, else the browser's. */
export const viewerTimeZone = (): string => viewerZone ?? browserTimeZone();

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the kind `name` (its `options`) in the active locale and the viewer's zone, made once for each pair. */
function formatIn(name: string, options: Intl.DateTimeFormatOptions, timeZone = viewerTimeZone()): Intl.DateTimeFormat {
  const locale = activeLocale();
  return cached(
    dateFormats,
    `${name} ${locale} ${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { ...options, timeZone }),
  );
}

const dateOptions = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const dayMonthOptions = { month: 'short', day: 'numeric' } as const;
/** Every clock time names its zone ("3:30 pm IST"), so nobody reads it in another. */
const clockOptions = { hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' } as const;

/** An instant ("2025-03-04T10:00:00Z") as a Date, or null when it cannot be read. */
function instantOf(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "4 Mar 2025" ("4 मार्च 2025" in Hindi) in the viewer's zone; an unreadable value yields an empty string. */
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
 * A calendar day ("2026-03-04": course dates, attendance dates, weeks) as "4 Mar 2026" in every
 * time zone, never shifted to the day before by reading it as UTC midnight; with `year: false`,
 * "4 Mar". Anything that is not such a day is returned as it is.
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

/** A month ("2026-03", fees' revenue by month) as "Mar 2026" in the active language; anything else as it is. */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (match === null) return value;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1, 12));
  return formatIn('month', { year: 'numeric', month: 'short' }, 'UTC').format(day);
}

/**
 * The weekday of a calendar day ("2026-03-04") in the active language, "Wed" or with `long`
 * "Wednesday" (a calendar's column headings); anything that is not such a day yields ''.
 */
export function formatWeekday(value: string, width: 'short' | 'long' = 'short'): string {
  const match = CALENDAR_DATE.exec(value);
  if (match === null) return '';
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return formatIn(`weekday-${width}`, { weekday: width }, 'UTC').format(day);
}

/** The viewer's day of `date` as "2025-06-01" (a date input's value). */
export const toCalendarDate = (date: Date): string => wallClockOf(date, viewerTimeZone()).date;

/** Today in the viewer's time zone, as "2025-06-01". */
export const todayCalendarDate = (): string => toCalendarDate(new Date());

/** A time of day as stored in a schedule ("17:30") as "5:30 pm"; anything else is returned as it is. */
export function formatTimeOfDay(value: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (match === null) return value;
  const clock = { hour: 'numeric', minute: '2-digit', hour12: true } as const;
  return formatIn('time-of-day', clock, 'UTC').format(
    new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))),
  );
}

/** The time of an instant in the viewer's time zone, "10:04 am IST"; an unreadable value yields ''. */
export function formatClockTime(value: string): string {
  const date = instantOf(value);
  return date === null ? '' : formatIn('clock', clockOptions).format(date);
}

/**
 * An instant as "1 Jun, 10:00 am IST" in the viewer's time zone. Given `now`, an instant in
 * another year names it ("5 Jan 2027, 9:00 am UTC"); without, the year is never shown. Unreadable yields ''.
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

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number formatter of the kind `name` (its `options`) in the active locale, made once for each. */
function numberFormat(name: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = activeLocale();
  return cached(numberFormats, `${name} ${locale}`, () => new Intl.NumberFormat(locale, options));
}

/** A count or a measure in the active locale's grouping, "1,25,000"; with `fractionDigits`, exactly that many decimals ("4.0"). */
export function formatNumber(value: number, fractionDigits?: number): string {
  if (fractionDigits === undefined) return numberFormat('number', {}).format(value);
  return numberFormat(`number ${fractionDigits}`, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** A whole percentage (0–100) as the active locale writes it: "85%". */
export const formatPercent = (percentage: number): string =>
  numberFormat('percent', { style: 'percent', maximumFractionDigits: 1 }).format(percentage / 100);

const free = msg`Free`;

/**
 * A price in `currency` (the site's CURRENCY), whole amounts without decimals: ₹1,25,000 and
 * ₹1,25,00,000 in both languages; 0 reads "Free" in the active language (docs/seed-spec.md §2.5).
 */
export function formatPrice(price: number, currency: string): string {
  if (price === 0) return i18n._(free);
  return numberFormat(`price ${currency}`, {
    style: 'currency',
    currency,
    trailingZeroDisplay: 'stripIfInteger',
  }).format(price);
}

/**
 * An amount of money in minor units (paise, cents) of `currency`, exactly, with its decimals:
 * ₹1,250.50, and ₹0.00 for nothing (fees: docs/product.md, "Fees"). Prices use formatPrice.
 */
export function formatMoney(minorUnits: number, currency: string): string {
  return numberFormat(`money ${currency}`, { style: 'currency', currency }).format(
    minorUnits / minorUnitsPerMajor(currency),
  );
}

/** The units past a byte, each 1024 of the one before. */
const sizeUnits = ['megabyte', 'gigabyte'] as const;

/** "834 bytes", "12.5 kB", "3 MB" ("834 बाइट" in Hindi): a byte count as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return numberFormat('bytes', { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes);
  let value = bytes / 1024;
  let unit: 'kilobyte' | (typeof sizeUnits)[number] = 'kilobyte';
  for (const larger of sizeUnits) {
    if (value < 1024) break;
    value /= 1024;
    unit = larger;
  }
  return numberFormat(unit, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

const MINUTE_MS = 60_000;

/** Each unit a relative time is counted in below a year, its length in minutes, and how many of it make the next. */
const relativeUnits: readonly (readonly [Intl.RelativeTimeFormatUnit, number, number])[] = [
  ['minute', 1, 60],
  ['hour', 60, 24],
  ['day', 24 * 60, 30],
  ['month', 30 * 24 * 60, 12],
];

const YEAR_MINUTES = 365 * 24 * 60;

/**
 * How far `value` (an instant) is from `now`, in the largest unit that counts it at least once,
 * rounded: "in 20 minutes", "in 3 days", "2 hours ago" ("3 दिन में", "2 घंटे पहले" in Hindi). A
 * part of a minute counts as a whole one. Always a number ("in 1 day", never "tomorrow", which a
 * rounded day may not be). Unreadable yields ''.
 */
export function formatRelativeTime(value: string, now: Date): string {
  const date = instantOf(value);
  if (date === null) return '';
  const difference = date.getTime() - now.getTime();
  const minutes = Math.ceil(Math.abs(difference) / MINUTE_MS);
  const locale = activeLocale();
  const format = cached(relativeFormats, locale, () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));
  const signed = (amount: number) => (difference < 0 ? -amount : amount);
  for (const [unit, length, next] of relativeUnits) {
    const amount = Math.round(minutes / length);
    if (amount < next) return format.format(signed(amount), unit);
  }
  return format.format(signed(Math.round(minutes / YEAR_MINUTES)), 'year');
}
