import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { href, profilePathFor } from '../../lib/href';
import { useCurrentUser } from '../../lib/session';

export function ProfileRedirect() {
  const { t } = useLingui();
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner label={t`Checking your session`} />;
  return <Navigate to={user === null ? href('site.chooseUser') : profilePathFor(user.accountRole)} replace />;
}
