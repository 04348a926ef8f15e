/** Weeks start on Monday (the API's date_trunc('week')) and are calendar days: "2026-09-07" reads "Sep 7". */
const weekFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const weekWithYearFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

function calendarDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match === null ? null : new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** "Sep 7", for an axis. */
export function formatWeek(value: string): string {
  const day = calendarDay(value);
  return day === null ? value : weekFormat.format(day);
}

/** "Sep 7, 2026", for a table. */
export function formatWeekInFull(value: string): string {
  const day = calendarDay(value);
  return day === null ? value : weekWithYearFormat.format(day);
}

const AXIS_LABEL_LENGTH = 18;

/** A course title short enough for an axis; the table beside the chart has it in full. */
export const shortTitle = (title: string): string =>
  title.length > AXIS_LABEL_LENGTH ? `${title.slice(0, AXIS_LABEL_LENGTH - 1).trimEnd()}…` : title;

/** "42%", or "No records yet" with nothing to count. */
export const percentText = (value: number | null): string => (value === null ? 'No records yet' : `${value}%`);

/** Rows' chart height: enough room per course for a readable bar, never less than the other charts. */
export const barChartHeight = (rows: number): number => Math.max(256, rows * 44 + 48);
