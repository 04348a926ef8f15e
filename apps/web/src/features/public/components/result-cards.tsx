import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { NoMatches } from '../../../components/list-screen/no-matches';
import { type PagedAnswer, PagedResultList } from '../../../components/list-screen/paged-query-view';
import { cardGridClassName } from '../../../components/list-screen/result-list';

type CountedAnswer<TItem> = PagedAnswer<TItem> & { pagination: { total: number } };

/** What a card is: the heading, its id, the spinner and the pages say it. */
type ResultKind = 'course' | 'teacher' | 'resource';

interface ResultTexts {
  /** The heading once the total is known, e.g. "12 courses". */
  count: (total: number) => string;
  /** The heading while the total is not known. */
  results: string;
  noneFound: string;
  loading: string;
  pages: string;
}

/** Each kind's texts, whole sentences so that every language can word them its own way. */
function useResultTexts(kind: ResultKind): ResultTexts {
  const { t } = useLingui();
  switch (kind) {
    case 'course':
      return {
        count: (total) => t`${plural(total, { one: '# course', other: '# courses' })}`,
        results: t`Course results`,
        noneFound: t`No courses found`,
        loading: t`Loading courses`,
        pages: t`Course pages`,
      };
    case 'teacher':
      return {
        count: (total) => t`${plural(total, { one: '# teacher', other: '# teachers' })}`,
        results: t`Teacher results`,
        noneFound: t`No teachers found`,
        loading: t`Loading teachers`,
        pages: t`Teacher pages`,
      };
    case 'resource':
      return {
        count: (total) => t`${plural(total, { one: '# resource', other: '# resources' })}`,
        results: t`Resource results`,
        noneFound: t`No resources found`,
        loading: t`Loading resources`,
        pages: t`Resource pages`,
      };
  }
}

interface ResultCardsProps<TItem extends { id: string }> {
  query: UseQueryResult<CountedAnswer<TItem>, Error>;
  kind: ResultKind;
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
  kind,
  list,
  emptyDescription,
  onClear,
  renderItem,
  aside,
  none = false,
}: ResultCardsProps<TItem>) {
  const texts = useResultTexts(kind);
  const id = `${kind}-results`;
  const empty = <NoMatches title={texts.noneFound} description={emptyDescription} onClear={onClear} />;
  const count = none ? texts.count(0) : query.isSuccess ? texts.count(query.data.pagination.total) : texts.results;
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
          loadingLabel={texts.loading}
          empty={empty}
          paging={{ label: texts.pages, page: list.page, onPageChange: list.goToPage }}
          aria-labelledby={id}
          renderItem={renderItem}
          className={cardGridClassName}
        />
      )}
    </>
  );
}
