import { useRef } from 'react';
import { useListParams } from './use-list-params';

/**
 * useListParams for a screen whose pages are turned with focus going back to the top of the results
 * (their heading or count, on `resultsRef`), so a keyboard or screen reader user reads on from there.
 */
export function useListScreen<TResults extends HTMLElement>() {
  const list = useListParams();
  const resultsRef = useRef<TResults>(null);
  const goToPage = (page: number) => {
    list.update({ page });
    resultsRef.current?.focus();
  };
  return { ...list, resultsRef, goToPage };
}
