import { useCallback } from 'react';
import { useListParams } from '../../../lib/use-list-params';
import type { PerformanceParams, PerformanceSort, SortOrder } from '../api/analytics-params';

/**
 * The performance table's search, sort, order and page, kept in the URL so they survive reloads,
 * links and back/forward. Searching replaces the history entry; sorting and paging add one and
 * sorting or searching goes back to page 1.
 */
export function usePerformanceParams() {
  const { filters, page, update } = useListParams('teacher.performance');
  const { sort, order, search = '' } = filters;
  const current: PerformanceParams = { search: search || undefined, sort, order, page };

  const setSearch = useCallback((value: string) => update({ search: value }, { replace: true }), [update]);
  const setSort = useCallback(
    (nextSort: PerformanceSort, nextOrder: SortOrder) => update({ sort: nextSort, order: nextOrder }),
    [update],
  );
  const setPage = useCallback((next: number, replace = false) => update({ page: next }, { replace }), [update]);

  return { params: current, search, setSearch, setSort, setPage };
}
