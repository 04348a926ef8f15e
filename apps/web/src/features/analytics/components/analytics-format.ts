import { t } from '@lingui/core/macro';
import { formatCalendarDate, formatPercent } from '../../../lib/format';
import type { AnalyticsRange } from '../api/analytics-params';

/**
 * Weeks start on Monday (the API's date_trunc('week')) and are calendar days: "2026-09-07" reads
 * "7 Sept" on an axis; tables name them in full with formatCalendarDate.
 */
export const formatWeek = (value: string): string => formatCalendarDate(value, { year: false });

/** Characters of a 12 px label that fit the course axis's width on one line. */
const AXIS_LINE_LENGTH = 20;

/**
 * A course title in lines that fit the axis, so it shows whole rather than cut: word by word, a
 * word longer than a line split across lines.
 */
export function wrapTitle(title: string, lineLength = AXIS_LINE_LENGTH): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > lineLength) {
      if (line) lines.push(line);
      lines.push(rest.slice(0, lineLength));
      rest = rest.slice(lineLength);
      line = '';
    }
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= lineLength) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Line height of a wrapped axis label, in pixels. */
export const AXIS_LINE_HEIGHT = 14;

/** "42%", or "No records yet" with nothing to count; called while rendering, in the language shown. */
export const percentText = (value: number | null): string =>
  value === null ? t`No records yet` : formatPercent(value);

/** Rows' chart height: enough room per course for a readable bar and its label's lines, never less than the other charts. */
export const barChartHeight = (rows: number, labelLines = 1): number =>
  Math.max(256, rows * Math.max(44, labelLines * AXIS_LINE_HEIGHT + 14) + 48);

/**
 * The window the range-bound figures cover, said beside each of them: "All time", "Since 1 Sept 2026", …
 * Called while rendering, so it is in the language shown.
 */
export function periodText({ startDate, endDate }: AnalyticsRange): string {
  const from = startDate ? formatCalendarDate(startDate) : '';
  const to = endDate ? formatCalendarDate(endDate) : '';
  if (from && to) return t`${from} to ${to}`;
  if (from) return t`Since ${from}`;
  if (to) return t`All time up to ${to}`;
  return t`All time`;
}
