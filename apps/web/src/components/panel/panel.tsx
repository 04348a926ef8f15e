import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useOnline } from '../../lib/offline/use-online';
import { QueryView } from '../list-screen/query-view';
import { Card } from '../ui/card';
import { NeedsConnection } from '../ui/needs-connection';
import { Spinner } from '../ui/spinner';

interface PanelProps {
  /** The panel's heading (h2), which also names it for screen readers. */
  title: string;
  /** Beside the heading: links such as "View all", buttons, a summary figure. */
  aside?: ReactNode;
  /** The card's classes beyond its frame: padding, margins, layout. */
  className?: string;
  children: ReactNode;
}

/**
 * A titled card of a screen (a dashboard's section, a course's summary, its reviews): a region
 * named by its heading, with room beside the heading for the panel's own links and buttons.
 */
export function Panel({ title, aside, className = 'p-4 sm:p-6', children }: PanelProps) {
  const headingId = useId();
  return (
    <Card className={['flex min-w-0 flex-col', className].join(' ')}>
      <section aria-labelledby={headingId} className="flex flex-1 flex-col">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {aside}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** The spinner of a panel whose content is on its way, centred with a little room around it; offline, that it needs a connection. */
export function PanelSpinner({ label }: { label: string }) {
  const online = useOnline();
  return <div className="flex justify-center py-6">{online ? <Spinner label={label} /> : <NeedsConnection />}</div>;
}

interface QueryPanelProps<TData> extends Omit<PanelProps, 'children'> {
  query: UseQueryResult<TData, Error>;
  /** What the spinner announces while the answer is on its way, e.g. "Loading reviews". */
  loadingLabel: string;
  /** When the answer counts as empty; without it, the answer is never empty. */
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}

/** A Panel whose content is a query's answer: a spinner, then the error with a retry, the empty state or the content. */
export function QueryPanel<TData>({ query, loadingLabel, isEmpty, empty, children, ...panel }: QueryPanelProps<TData>) {
  return (
    <Panel {...panel}>
      <QueryView
        query={query}
        loadingLabel={loadingLabel}
        loading={<PanelSpinner label={loadingLabel} />}
        isEmpty={isEmpty}
        empty={empty}
      >
        {children}
      </QueryView>
    </Panel>
  );
}
