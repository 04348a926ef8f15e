import { useLingui } from '@lingui/react/macro';
import type { Portal } from '@tutorium/contract/screen-paths';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorPanel } from '../../components/ui/error-panel';
import { PageSpinner } from '../../components/ui/page-spinner';
import { dashboardPathFor, href, portalOf } from '../../lib/href';
import { withRedirect } from '../../lib/redirect';
import { destinationAfterSignOut, useCurrentUser } from '../../lib/session';

/** Signed-out visitors go to /choose-user (keeping where they were going); the wrong role goes home. */
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
  if (portalOf(user.accountRole) !== portal) return <Navigate to={dashboardPathFor(user.accountRole)} replace />;
  return <Outlet />;
}
