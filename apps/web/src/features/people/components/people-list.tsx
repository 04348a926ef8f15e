import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { type PagedAnswer, PagedQueryView } from '../../../components/list-screen/paged-query-view';
import { capitalise } from '../../../lib/format';
import { ListLoading } from './list-loading';
import { ResultsSummary } from './results-summary';

type CountedAnswer = PagedAnswer & { pagination: { total: number } };

interface PeopleListProps<TData extends CountedAnswer> {
  query: UseQueryResult<TData, Error>;
  /** What a row is, e.g. "student" / "students": the count, the spinner and the pages say it. */
  singular: string;
  plural: string;
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
  singular,
  plural,
  summaryRef,
  empty,
  page,
  onPageChange,
  children,
}: PeopleListProps<TData>) {
  return (
    <PagedQueryView
      query={query}
      loadingLabel={`Loading ${plural}`}
      loading={<ListLoading label={`Loading ${plural}`} />}
      header={(data) => (
        <ResultsSummary ref={summaryRef} total={data.pagination.total} singular={singular} plural={plural} />
      )}
      empty={empty}
      paging={{ label: `${capitalise(plural)} pages`, page, onPageChange, compact: true }}
    >
      {children}
    </PagedQueryView>
  );
}
