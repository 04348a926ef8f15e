import { t } from '@lingui/core/macro';
import { calendarDateParam } from '../../../lib/search-params';
import type { DateRange } from '../api/attendance-params';

/** A range read from two URL parameters: unreadable dates are ignored; an end before the start is an error. */
export function readDateRange(start: string | null, end: string | null): { range: DateRange | null; error?: string } {
  const startDate = calendarDateParam(start);
  const endDate = calendarDateParam(end);
  if (startDate !== undefined && endDate !== undefined && endDate < startDate) {
    return { range: null, error: t`End date cannot be before start date` };
  }
  return { range: { startDate, endDate } };
}
