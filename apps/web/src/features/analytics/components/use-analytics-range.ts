import { analyticsQuerySchema } from '@tutorium/contract/analytics';
import { useCallback } from 'react';
import type { RangeEnd } from '../../../components/ui/date-range-filter';
import { useListParams } from '../../../lib/use-list-params';
import type { AnalyticsRange } from '../api/analytics-params';

/**
 * The analytics date range, kept in the URL as ?from=YYYY-MM-DD&to=YYYY-MM-DD so it survives reloads
 * and links. Unreadable dates are ignored; an end before the start is reported, not fetched.
 */
export function useAnalyticsRange() {
  const { filters, update } = useListParams('teacher.analytics');
  const from = filters.from ?? '';
  const to = filters.to ?? '';
  const range: AnalyticsRange = { startDate: from || undefined, endDate: to || undefined };
  const checked = analyticsQuerySchema.safeParse(range);
  const error = checked.success ? undefined : checked.error.issues[0]?.message;

  const setEnd = useCallback(
    (key: RangeEnd, value: string) => update(key === 'from' ? { from: value } : { to: value }, { replace: true }),
    [update],
  );
  const clear = useCallback(() => update({ from: undefined, to: undefined }, { replace: true }), [update]);

  return { from, to, range, error, setEnd, clear };
}
