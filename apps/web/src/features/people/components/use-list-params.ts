import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

const pageParam = z.coerce.number().int().min(1).catch(1);

/**
 * Search, filters and page live in the URL, so a list can be reloaded, shared and walked back
 * through. Typing in the search box replaces the history entry; filters and pages add one.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();

  const update = useCallback(
    (changes: Record<string, string | undefined>, replace: boolean) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const setSearch = useCallback((search: string) => update({ search, page: undefined }, true), [update]);
  const setFilter = useCallback(
    (key: string, value: string) => update({ [key]: value, page: undefined }, false),
    [update],
  );
  const setPage = useCallback(
    (page: number, replace = false) => update({ page: page > 1 ? String(page) : undefined }, replace),
    [update],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return {
    /** A parameter's value, '' when absent. */
    get: (key: string): string => params.get(key) ?? '',
    page: pageParam.parse(params.get('page')),
    setSearch,
    setFilter,
    setPage,
    clear,
  };
}
