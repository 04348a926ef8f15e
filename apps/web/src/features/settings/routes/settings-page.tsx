import { PageHeader } from '../../../components/ui/page-header';
import { portalOf } from '../../../lib/portal-paths';
import { useSignedInUser } from '../../../lib/session';
import { ChangePasswordForm } from '../components/change-password-form';
import { NotificationSection } from '../components/notification-section';
import { ProfileSection } from '../components/profile-section';
import { SecuritySection } from '../components/security-section';
import { YourDataSection } from '../components/your-data-section';

export function SettingsPage() {
  const user = useSignedInUser();
  return (
    <>
      <PageHeader
        title="Settings"
        description="Manage your profile, notifications, password, sign-in security and your data."
      />
      <div className="space-y-6">
        <ProfileSection key={user.id} user={user} />
        <NotificationSection student={portalOf(user.role) === 'student'} />
        <ChangePasswordForm />
        <SecuritySection role={user.role} />
        <YourDataSection role={user.role} />
      </div>
    </>
  );
}
