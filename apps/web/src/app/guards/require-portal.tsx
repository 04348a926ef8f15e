import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { dashboardPathFor, type Portal, portalOf } from '../../lib/portal-paths';
import { withRedirect } from '../../lib/redirect';
import { useCurrentUser, wasSignedOutOnPurpose } from '../../lib/session';

/** Signed-out visitors go to /choose-user (keeping where they were going); the wrong role goes home. */
export function RequirePortal({ portal }: { portal: Portal }) {
  const { user, isPending } = useCurrentUser();
  const location = useLocation();

  if (isPending) return <PageSpinner label="Checking your session" />;
  if (user === null) {
    const target = wasSignedOutOnPurpose()
      ? '/choose-user'
      : withRedirect('/choose-user', `${location.pathname}${location.search}`);
    return <Navigate to={target} replace />;
  }
  if (portalOf(user.role) !== portal) return <Navigate to={dashboardPathFor(user.role)} replace />;
  return <Outlet />;
}
