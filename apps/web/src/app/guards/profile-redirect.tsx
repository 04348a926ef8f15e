import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { portalOf, portalPaths } from '../../lib/portal-paths';
import { useCurrentUser } from '../../lib/session';

export function ProfileRedirect() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner label="Checking your session" />;
  return <Navigate to={user === null ? '/choose-user' : portalPaths[portalOf(user.accountRole)].profile} replace />;
}
