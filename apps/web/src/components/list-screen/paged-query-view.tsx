import type { ReactNode } from 'react';
import { Card } from '../ui/card';
import { QueryView, type QueryViewProps } from './query-view';
import { ResultList } from './result-list';

/** A page of a list endpoint's answer: its rows and how many pages there are. */
export interface PagedAnswer<TItem = unknown> {
  data: readonly TItem[];
  pagination: { pages: number };
}

type PagedQueryViewProps<TData extends PagedAnswer> = Omit<QueryViewProps<TData>, 'isEmpty' | 'paging'> & {
  /** The pages under the list; the count of pages comes from the answer. */
  paging?: { label: string; page: number; onPageChange: (page: number) => void; compact?: boolean };
};

/** QueryView for a page of a list endpoint: empty when the page has no rows, paged by its pagination. */
export function PagedQueryView<TData extends PagedAnswer>({ paging, ...view }: PagedQueryViewProps<TData>) {
  return (
    <QueryView
      {...view}
      isEmpty={(data) => data.data.length === 0}
      paging={paging && { ...paging, pagesOf: (data) => data.pagination.pages }}
    />
  );
}

type PagedResultListProps<TData extends PagedAnswer<{ id: string }>> = Omit<PagedQueryViewProps<TData>, 'children'> & {
  renderItem: (item: TData['data'][number]) => ReactNode;
  /** The list's layout, e.g. cardGridClassName or rows divided by lines. */
  className: string;
  /** Rows on a white card of their own, where the page has no frame around the list. */
  framed?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/**
 * The rows of a page of a list endpoint, one item each keyed by its id, in the four states of
 * PagedQueryView; the rows dim while the next page is on its way.
 */
export function PagedResultList<TData extends PagedAnswer<{ id: string }>>({
  renderItem,
  className,
  framed = false,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...view
}: PagedResultListProps<TData>) {
  return (
    <PagedQueryView {...view}>
      {(data) => {
        const list = (
          <ResultList
            aria-label={ariaLabel}
            aria-labelledby={ariaLabelledBy}
            items={data.data}
            keyOf={(item) => item.id}
            renderItem={renderItem}
            busy={view.query.isPlaceholderData}
            className={className}
          />
        );
        return framed ? <Card className="overflow-hidden">{list}</Card> : list;
      }}
    </PagedQueryView>
  );
}
