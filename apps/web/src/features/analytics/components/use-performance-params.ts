import { performanceSorts } from '@tutorium/contract/analytics';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { PerformanceParams, PerformanceSort, SortOrder } from '../api/analytics-keys';

const orders: readonly SortOrder[] = ['asc', 'desc'];

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The performance table's search, sort, order and page, kept in the URL so they survive reloads,
 * links and back/forward. Searching replaces the history entry; sorting and paging add one and
 * sorting or searching goes back to page 1.
 */
export function usePerformanceParams() {
  const [params, setParams] = useSearchParams();
  const sort: PerformanceSort = performanceSorts.find((value) => value === params.get('sort')) ?? 'student';
  const order: SortOrder = orders.find((value) => value === params.get('order')) ?? 'asc';
  const search = params.get('search') ?? '';
  const current: PerformanceParams = { search: search || undefined, sort, order, page: pageOf(params.get('page')) };

  const update = useCallback(
    (changes: Readonly<Record<string, string | undefined>>, replace: boolean) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const setSearch = useCallback((value: string) => update({ search: value, page: undefined }, true), [update]);
  const setSort = useCallback(
    (nextSort: PerformanceSort, nextOrder: SortOrder) =>
      update({ sort: nextSort, order: nextOrder, page: undefined }, false),
    [update],
  );
  const setPage = useCallback(
    (page: number, replace = false) => update({ page: page > 1 ? String(page) : undefined }, replace),
    [update],
  );

  return { params: current, search, setSearch, setSort, setPage };
}
