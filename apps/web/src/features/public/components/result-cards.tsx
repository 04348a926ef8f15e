import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { NoMatches } from '../../../components/list-screen/no-matches';
import { type PagedAnswer, PagedResultList } from '../../../components/list-screen/paged-query-view';
import { cardGridClassName } from '../../../components/list-screen/result-list';
import { capitalise, plural } from '../../../lib/format';

type CountedAnswer<TItem> = PagedAnswer<TItem> & { pagination: { total: number } };

interface ResultCardsProps<TItem extends { id: string }> {
  query: UseQueryResult<CountedAnswer<TItem>, Error>;
  /** What a card is, e.g. "course" / "courses": the heading, its id, the spinner and the pages say it. */
  singular: string;
  plural: string;
  /** The screen's page and its turning, from useListScreen; the heading is its resultsRef, focused after a page change. */
  list: { page: number; goToPage: (page: number) => void; resultsRef: Ref<HTMLHeadingElement> };
  /** Under "No … found": why, and what to try. */
  emptyDescription: string;
  /** Clears the search and filters, where there are any. */
  onClear?: false | (() => void);
  renderItem: (item: TItem) => ReactNode;
  /** Beside the heading, e.g. the sort order. */
  aside?: ReactNode;
  /** Known to be empty without asking (a subject with no courses): a zero count and `empty`, no list. */
  none?: boolean;
}

/**
 * A public page's results: a heading with their count ("12 courses"), announced politely as filters
 * change it, over a grid of cards that it names, in the four states of a list, with pages under it.
 */
export function ResultCards<TItem extends { id: string }>({
  query,
  singular,
  plural: many,
  list,
  emptyDescription,
  onClear,
  renderItem,
  aside,
  none = false,
}: ResultCardsProps<TItem>) {
  const id = `${singular}-results`;
  const empty = <NoMatches title={`No ${many} found`} description={emptyDescription} onClear={onClear} />;
  const count = none
    ? plural(0, singular, many)
    : query.isSuccess
      ? plural(query.data.pagination.total, singular, many)
      : `${capitalise(singular)} results`;
  return (
    <>
      <div className={aside ? 'mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between' : 'mb-5'}>
        <div aria-live="polite" aria-atomic="true">
          <h2
            id={id}
            ref={list.resultsRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 focus:outline-none"
          >
            {count}
          </h2>
        </div>
        {aside}
      </div>
      {none ? (
        empty
      ) : (
        <PagedResultList
          query={query}
          loadingLabel={`Loading ${many}`}
          empty={empty}
          paging={{ label: `${capitalise(singular)} pages`, page: list.page, onPageChange: list.goToPage }}
          aria-labelledby={id}
          renderItem={renderItem}
          className={cardGridClassName}
        />
      )}
    </>
  );
}
