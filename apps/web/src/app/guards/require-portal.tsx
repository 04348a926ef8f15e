import { useLingui } from '@lingui/react/macro';
import type { Portal } from '@tutorium/contract/screen-paths';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorPanel } from '../../components/ui/error-panel';
import { PageSpinner } from '../../components/ui/page-spinner';
import { dashboardPathFor, href, portalOf } from '../../lib/href';
import { withRedirect } from '../../lib/redirect';
import { destinationAfterSignOut, useCurrentUser } from '../../lib/session';

/**
 * Signed-out visitors go to /choose-user (keeping where they were going); the wrong role goes home,
 * but the guardian portal is open to every account.
 */
export function RequirePortal({ portal }: { portal: Portal }) {
  const { t } = useLingui();
  const { user, isPending, failure } = useCurrentUser();
  const location = useLocation();

  if (isPending) return <PageSpinner label={t`Checking your session`} />;
  if (failure) {
    return (
      <main className="mx-auto max-w-lg p-6">
        <ErrorPanel headingLevel={1} message={failure.message} onRetry={failure.retry} />
      </main>
    );
  }
  if (user === null) {
    const target =
      destinationAfterSignOut() ?? withRedirect(href('site.chooseUser'), `${location.pathname}${location.search}`);
    return <Navigate to={target} replace />;
  }
  // Any account a child links as guardian follows them in the guardian portal (contract roles.ts), a
  // student's or teacher's too: that portal shows each account the children it follows, and no more.
  if (portal !== 'guardian' && portalOf(user.accountRole) !== portal) {
    return <Navigate to={dashboardPathFor(user.accountRole)} replace />;
  }
  return <Outlet />;
}
