import { analyticsQuerySchema } from '@tutorium/contract/analytics';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { calendarDateParam } from '../../../lib/search-params';
import type { AnalyticsRange } from '../api/analytics-params';

export type RangeEnd = 'from' | 'to';

/**
 * The analytics date range, kept in the URL as ?from=YYYY-MM-DD&to=YYYY-MM-DD so it survives reloads
 * and links. Unreadable dates are ignored; an end before the start is reported, not fetched.
 */
export function useAnalyticsRange() {
  const [params, setParams] = useSearchParams();
  const read = (key: RangeEnd): string => calendarDateParam(params.get(key)) ?? '';
  const from = read('from');
  const to = read('to');
  const range: AnalyticsRange = { startDate: from || undefined, endDate: to || undefined };
  const checked = analyticsQuerySchema.safeParse(range);
  const error = checked.success ? undefined : checked.error.issues[0]?.message;

  const setEnd = useCallback(
    (key: RangeEnd, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '') next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('from');
          next.delete('to');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { from, to, range, error, setEnd, clear };
}
