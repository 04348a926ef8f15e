import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ListUpdate } from './use-list-params';

/**
 * A page past the end (its last row was deleted, or an old link) falls back to the last page, once
 * the answer for the page asked for has come.
 */
export function usePageInRange(
  query: UseQueryResult<{ pagination: { pages: number } }, Error>,
  page: number,
  update: ListUpdate<never>,
): void {
  const pages = query.data?.pagination.pages;
  const settled = query.isSuccess && !query.isPlaceholderData;
  useEffect(() => {
    if (settled && pages !== undefined && page > Math.max(pages, 1))
      update({ page: Math.max(pages, 1) }, { replace: true });
  }, [settled, pages, page, update]);
}
