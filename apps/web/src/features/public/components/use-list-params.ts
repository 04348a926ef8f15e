import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ParamChanges = Readonly<Record<string, string | number | undefined>>;

/**
 * A list page's search, filters, sort and page, kept in the URL so they survive reloads, links and
 * back/forward. Changing anything but the page goes back to page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();

  const update = useCallback(
    (changes: ParamChanges, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes) || changes.page === 1) next.delete('page');
          return next;
        },
        { replace: options.replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const reset = useCallback(() => setParams(new URLSearchParams(), { preventScrollReset: true }), [setParams]);

  return { params, update, reset };
}

/** The ?page= value when it is a whole number of 1 or more, else 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The value when it is one of the allowed ones, else undefined. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}
