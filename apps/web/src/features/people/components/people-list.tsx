import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { type PagedAnswer, PagedQueryView } from '../../../components/list-screen/paged-query-view';
import { ListLoading } from './list-loading';
import { ResultsSummary } from './results-summary';

type CountedAnswer = PagedAnswer & { pagination: { total: number } };

/** What the list says about its rows, e.g. "Loading students", "Students pages", "12 students". */
interface PeopleListWords {
  loading: string;
  pages: string;
  count: (total: number) => string;
}

interface PeopleListProps<TData extends CountedAnswer> {
  query: UseQueryResult<TData, Error>;
  words: PeopleListWords;
  /** The count of results, where focus goes after a row is changed or removed. */
  summaryRef: Ref<HTMLParagraphElement>;
  empty: ReactNode;
  page: number;
  onPageChange: (page: number) => void;
  children: (data: TData) => ReactNode;
}

/** A page of people in its states, with the count above it and compact pages under it. */
export function PeopleList<TData extends CountedAnswer>({
  query,
  words,
  summaryRef,
  empty,
  page,
  onPageChange,
  children,
}: PeopleListProps<TData>) {
  return (
    <PagedQueryView
      query={query}
      loadingLabel={words.loading}
      loading={<ListLoading label={words.loading} />}
      header={(data) => (
        <ResultsSummary ref={summaryRef} total={data.pagination.total} label={words.count(data.pagination.total)} />
      )}
      empty={empty}
      paging={{ label: words.pages, page, onPageChange, compact: true }}
    >
      {children}
    </PagedQueryView>
  );
}
