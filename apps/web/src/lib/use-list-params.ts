import type { FilteredScreenKey } from '@tutorium/contract/screen-paths';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { refusedFilters, type ScreenChanges, screenFilters, withChanges } from './screen-search';
import { pageParam } from './search-params';

/** How a list screen writes its address: `update` of useListParams. Any list screen turns its pages. */
export type ListUpdate<Changes> = (
  changes: Changes | { readonly page: number },
  options?: { replace?: boolean },
) => void;

/**
 * A list screen's search, filters, sort and page, kept in the URL so they survive reloads, links
 * and back/forward. `filters` are the address's parameters parsed with the screen's query schema
 * (screenFilters), and `refused` names those it held that the schema refused (refusedFilters). `update` sets the given parameters, typed by that schema (undefined or ''
 * removes one), and goes back to page 1 unless the change is the page itself; page 1 (or less)
 * leaves the URL. Pass `replace` for changes that should not add a history entry, such as typing in
 * a search box.
 *
 * Each change builds on the one before it even while that one's navigation has not reached the
 * screen yet: react-router's own functional update reads the parameters of the last render, so a
 * search applied after a pause could otherwise undo a sort chosen a moment earlier.
 */
export function useListParams<Key extends FilteredScreenKey>(screen: Key) {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  // The URL as shown is the truth again once it changes (a change arriving, back and forward).
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update: ListUpdate<ScreenChanges<Key>> = useCallback(
    (changes, options = {}) => {
      const next = withChanges(latest.current, changes);
      if (!('page' in changes) || !(Number(changes.page) > 1)) next.delete('page');
      latest.current = next;
      setParams(next, { replace: options.replace, preventScrollReset: true });
    },
    [setParams],
  );

  /** Clears every parameter: no search, no filters, page 1. */
  const reset = useCallback(() => {
    latest.current = new URLSearchParams();
    setParams(new URLSearchParams(), { preventScrollReset: true });
  }, [setParams]);

  return {
    filters: screenFilters(screen, params),
    refused: refusedFilters(screen, params),
    page: pageParam(params),
    update,
    reset,
  };
}
