import type { FilteredScreenKey } from '@tutorium/contract/screen-paths';
import { useRef } from 'react';
import { useListParams } from './use-list-params';

/**
 * useListParams for a screen whose pages are turned with focus going back to the top of the results
 * (their heading or count, on `resultsRef`, an element of the given tag), so a keyboard or screen
 * reader user reads on from there.
 */
export function useListScreen<Key extends FilteredScreenKey, Tag extends keyof HTMLElementTagNameMap>(
  screen: Key,
  _resultsTag: Tag,
) {
  const list = useListParams(screen);
  const resultsRef = useRef<HTMLElementTagNameMap[Tag]>(null);
  const goToPage = (page: number) => {
    list.update({ page });
    resultsRef.current?.focus();
  };
  return { ...list, resultsRef, goToPage };
}
