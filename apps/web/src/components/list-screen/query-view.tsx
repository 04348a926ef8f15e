import type { UseQueryResult } from '@tanstack/react-query';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { ErrorPanel } from '../ui/error-panel';
import { NeedsConnection } from '../ui/needs-connection';
import { PageSpinner, SectionSpinner } from '../ui/page-spinner';
import { Pagination } from '../ui/pagination';
import { Spinner } from '../ui/spinner';

/** How a list waits for its first answer: half a page, a section of one, in line with text, or the screen's own. */
type QueryLoading = 'page' | 'section' | 'inline' | ReactElement;

interface QueryPaging<TData> {
  /** Names the navigation landmark, e.g. "Course pages". */
  label: string;
  page: number;
  pagesOf: (data: TData) => number;
  onPageChange: (page: number) => void;
  compact?: boolean;
}

export interface QueryViewProps<TData> {
  query: UseQueryResult<TData, Error>;
  /** What the spinner announces, e.g. "Loading courses". */
  loadingLabel: string;
  loading?: QueryLoading;
  /**
   * When the answer counts as empty. Without it, an answer that is a list is empty when it has no
   * items, if the screen has `empty` words for that; any other answer never is.
   */
  isEmpty?: (data: TData) => boolean;
  /** The screen's own words for an empty answer (an EmptyState); `empty` may depend on the answer. */
  empty?: ReactNode | ((data: TData) => ReactNode);
  /** Classes of a frame around the error and empty states, where the content has a frame of its own (padding in a card). */
  stateClassName?: string;
  /** Shown above the content and the empty state alike, e.g. the count of results. */
  header?: (data: TData) => ReactNode;
  /** Pages under the content (and under the empty state, so a page past the end has a way back). */
  paging?: QueryPaging<TData>;
  children: (data: TData) => ReactNode;
}

function LoadingView({ loading, label }: { loading: QueryLoading; label: string }) {
  if (isValidElement(loading)) return loading;
  if (loading === 'section') return <SectionSpinner label={label} />;
  if (loading === 'inline') return <Spinner label={label} />;
  return <PageSpinner label={label} />;
}

function Framed({ className, children }: { className: string | undefined; children: ReactNode }) {
  return className === undefined ? children : <div className={className}>{children}</div>;
}

/**
 * The four states of a screen's list from one TanStack Query result: a spinner while the first answer
 * is on its way (or, offline with nothing kept, that it needs a connection), the error with a retry,
 * the screen's empty state, or the content; then the pages.
 */
export function QueryView<TData>({
  query,
  loadingLabel,
  loading = 'page',
  isEmpty,
  empty,
  stateClassName,
  header,
  paging,
  children,
}: QueryViewProps<TData>) {
  // Paused: offline with nothing kept for what is asked (the last page or filter's answer would stand
  // in for it, dimmed, until the connection is back), so it says it needs one.
  if ((query.isPending || query.isPlaceholderData) && query.fetchStatus === 'paused') {
    return (
      <Framed className={stateClassName}>
        <NeedsConnection />
      </Framed>
    );
  }
  if (query.isPending) return <LoadingView loading={loading} label={loadingLabel} />;
  if (query.isError) {
    return (
      <Framed className={stateClassName}>
        <ErrorPanel message={query.error.message} onRetry={() => void query.refetch()} />
      </Framed>
    );
  }
  const { data } = query;
  const noItems = empty !== undefined && Array.isArray(data) && data.length === 0;
  const content = (isEmpty ? isEmpty(data) : noItems) ? (
    <Framed className={stateClassName}>{typeof empty === 'function' ? empty(data) : empty}</Framed>
  ) : (
    children(data)
  );
  return (
    <>
      {header?.(data)}
      {content}
      {paging && (
        <Pagination
          label={paging.label}
          page={paging.page}
          pages={paging.pagesOf(data)}
          onPageChange={paging.onPageChange}
          compact={paging.compact}
        />
      )}
    </>
  );
}
