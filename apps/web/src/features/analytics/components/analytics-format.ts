import { formatCalendarDate } from '../../../lib/format';

/**
 * Weeks start on Monday (the API's date_trunc('week')) and are calendar days: "2026-09-07" reads
 * "Sep 7" on an axis; tables name them in full with formatCalendarDate.
 */
export const formatWeek = (value: string): string => formatCalendarDate(value, { year: false });

const AXIS_LABEL_LENGTH = 18;

/** A course title short enough for an axis; the table beside the chart has it in full. */
export const shortTitle = (title: string): string =>
  title.length > AXIS_LABEL_LENGTH ? `${title.slice(0, AXIS_LABEL_LENGTH - 1).trimEnd()}…` : title;

/** "42%", or "No records yet" with nothing to count. */
export const percentText = (value: number | null): string => (value === null ? 'No records yet' : `${value}%`);

/** Rows' chart height: enough room per course for a readable bar, never less than the other charts. */
export const barChartHeight = (rows: number): number => Math.max(256, rows * 44 + 48);

/** Said under a per-course chart that keeps only the courses needing attention most, else nothing. */
export function chartSelectionNote(shown: number, total: number, needingAttention: string): string {
  return total > shown ? ` Showing the ${shown} ${needingAttention} of ${total.toLocaleString('en')} courses.` : '';
}
