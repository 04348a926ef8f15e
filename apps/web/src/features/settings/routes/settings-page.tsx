import { PageHeader } from '../../../components/ui/page-header';
import { portalOf, portalPaths } from '../../../lib/portal-paths';
import { useSignedInUser } from '../../../lib/session';
import { AccountSection } from '../components/account-section';
import { ChangePasswordForm } from '../components/change-password-form';

export function SettingsPage() {
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title="Settings" description="Manage your account and password." />
      <div className="space-y-6">
        <AccountSection user={user} profilePath={portalPaths[portalOf(user.role)].profile} />
        <ChangePasswordForm />
      </div>
    </>
  );
}
