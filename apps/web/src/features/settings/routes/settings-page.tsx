import { PageHeader } from '../../../components/ui/page-header';
import { portalOf } from '../../../lib/portal-paths';
import { useSignedInUser } from '../../../lib/session';
import { ChangePasswordForm } from '../components/change-password-form';
import { NotificationSection } from '../components/notification-section';
import { ProfileSection } from '../components/profile-section';
import { YourDataSection } from '../components/your-data-section';

export function SettingsPage() {
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title="Settings" description="Manage your profile, notifications, password and your data." />
      <div className="space-y-6">
        {/* Keyed by the address too: a confirmed email change starts the form afresh from the new one. */}
        <ProfileSection key={`${user.id}:${user.email}`} user={user} />
        <NotificationSection student={portalOf(user.role) === 'student'} />
        <ChangePasswordForm />
        <YourDataSection role={user.role} />
      </div>
    </>
  );
}
