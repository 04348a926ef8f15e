import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Assignment } from '@tutorium/contract/assignments';
import { Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { NotFoundCard } from '../../../components/ui/not-found-card';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { isNotFoundError } from '../../../lib/api-client';

interface QueryGateProps<T> {
  query: UseQueryResult<T, Error>;
  loadingLabel: string;
  /** Where "not found" leads back to, and its words. */
  backTo: string;
  backLabel: string;
  children: (data: T) => ReactNode;
}

/**
 * A screen of one assignment or submission: a spinner while it loads, "not found" for one that is not
 * there or not the viewer's, the error with Try Again, then the screen.
 */
export function QueryGate<T>({ query, loadingLabel, backTo, backLabel, children }: QueryGateProps<T>) {
  const { t } = useLingui();
  if (query.isPending) return <PageSpinner label={loadingLabel} />;
  if (query.isError) {
    if (isNotFoundError(query.error)) {
      return (
        <NotFoundCard
          title={t`Assignment not found`}
          description={t`It may have been deleted, or it is not one of yours.`}
          backTo={backTo}
          backLabel={backLabel}
        />
      );
    }
    return <ErrorPanel headingLevel={1} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}

/** The due time, points and late-work rule of an assignment, in a line. */
export function AssignmentFacts({ assignment }: { assignment: Assignment }) {
  const { t } = useLingui();
  const { points, latePenaltyPercent } = assignment;
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      <span>{t`${points} points`}</span>
      <span>
        {assignment.lateAccepted
          ? t`Late work accepted with a ${latePenaltyPercent}% penalty`
          : t`Late work not accepted`}
      </span>
    </span>
  );
}

/** The files from the library the teacher attached, each a download link. */
export function AssignmentAttachments({ assignment }: { assignment: Assignment }) {
  const { t } = useLingui();
  if (assignment.resources.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t`Attachments`}>
      {assignment.resources.map((resource) => (
        <li key={resource.id}>
          <a
            href={resource.downloadUrl}
            className="inline-flex items-center gap-1 rounded-lg border border-slate-200 px-2 py-1 text-sm text-indigo-700 underline"
          >
            <Paperclip className="size-4" aria-hidden="true" />
            {resource.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
