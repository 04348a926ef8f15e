import { isIsoDate } from '@tutorium/contract/fields';

const pad = (value: number) => String(value).padStart(2, '0');

/** A local date as YYYY-MM-DD. */
const toCalendarDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Today in the browser's time zone, as YYYY-MM-DD. */
export const today = (): string => toCalendarDate(new Date());

/** A YYYY-MM-DD date from the address bar, kept only when it is a real calendar date. */
export const calendarDateOrUndefined = (value: string | null): string | undefined =>
  value !== null && isIsoDate(value) ? value : undefined;

/** Attendance dates are calendar days: "2026-03-04" reads "Mar 4, 2026" in every time zone. */
const dayFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return value;
  return dayFormat.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** The time of an instant in the viewer's time zone, 12-hour ("10:04 AM", spec 9). */
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', hour12: true });

export function formatTimeOfInstant(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}
