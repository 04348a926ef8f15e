import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryView } from '../../../components/list-screen/query-view';
import { Spinner } from '../../../components/ui/spinner';

interface SectionQueryViewProps<TData> {
  query: UseQueryResult<TData, Error>;
  /** What the spinner announces, e.g. "Loading your notification settings". */
  loadingLabel: string;
  children: (data: TData) => ReactNode;
}

/** A Settings section's own read: a small spinner inside the section, the error with a retry, then the section's body. */
export function SectionQueryView<TData>({ query, loadingLabel, children }: SectionQueryViewProps<TData>) {
  return (
    <QueryView
      query={query}
      loadingLabel={loadingLabel}
      loading={
        <div className="flex justify-center py-4">
          <Spinner label={loadingLabel} />
        </div>
      }
    >
      {children}
    </QueryView>
  );
}
