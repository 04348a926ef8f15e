import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { NotFoundCard } from '../../../components/ui/not-found-card';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { isNotFoundError } from '../../../lib/api-client';
import { href } from '../../../lib/href';

interface QueryGateProps<T> {
  query: UseQueryResult<T, Error>;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

/**
 * A screen of one test or attempt: a spinner while it loads, "not found" for one that is not there or
 * not the viewer's, the error with Try Again, then the screen.
 */
export function QueryGate<T>({ query, loadingLabel, children }: QueryGateProps<T>) {
  const { t } = useLingui();
  if (query.isPending) return <PageSpinner label={loadingLabel} />;
  if (query.isError) {
    if (isNotFoundError(query.error)) {
      return (
        <NotFoundCard
          title={t`Test not found`}
          description={t`It may have been deleted, or it is not one of yours.`}
          backTo={href('teacher.courses')}
          backLabel={t`Course Management`}
        />
      );
    }
    return <ErrorPanel headingLevel={1} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
