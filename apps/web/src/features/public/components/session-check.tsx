import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { dashboardPathFor } from '../../../lib/href';
import { QueryProvider } from '../../../lib/query-provider';
import { useCurrentUser } from '../../../lib/session';

function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  const { t } = useLingui();
  if (isPending) return <PageSpinner label={t`Checking your session`} />;
  if (user !== null) return <Navigate to={dashboardPathFor(user.accountRole)} replace />;
  return children;
}

/**
 * Checks a stored token: a signed-in user goes to their dashboard; anyone else (the token was
 * refused, or could not be checked) sees `children`, the landing page. Loaded lazily by the landing
 * page, with TanStack Query, only when there is a token to check.
 */
export function SessionCheck({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <RedirectSignedIn>{children}</RedirectSignedIn>
    </QueryProvider>
  );
}
