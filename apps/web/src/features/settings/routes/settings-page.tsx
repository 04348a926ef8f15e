import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/ui/page-header';
import { portalOf } from '../../../lib/href';
import { useSignedInUser } from '../../../lib/session';
import { ChangePasswordForm } from '../components/change-password-form';
import { LanguageSection } from '../components/language-section';
import { NotificationSection } from '../components/notification-section';
import { ProfileSection } from '../components/profile-section';
import { SecuritySection } from '../components/security-section';
import { SignedInSection } from '../components/signed-in-section';
import { TimeZoneSection } from '../components/time-zone-section';
import { YourDataSection } from '../components/your-data-section';

export function SettingsPage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  return (
    <>
      <PageHeader
        title={t`Settings`}
        description={t`Manage your profile, time zone, language, notifications, password, sign-in security, where you are signed in and your data.`}
      />
      <div className="space-y-6">
        {/* Keyed by the address too: a confirmed email change starts the form afresh from the new one. */}
        <ProfileSection key={`${user.id}:${user.email}`} user={user} />
        <TimeZoneSection key={`${user.id} ${user.timeZone}`} user={user} />
        <LanguageSection key={`${user.id} ${user.language}`} user={user} />
        <NotificationSection student={portalOf(user.accountRole) === 'student'} />
        <ChangePasswordForm />
        <SecuritySection role={user.accountRole} />
        <SignedInSection />
        <YourDataSection role={user.accountRole} />
      </div>
    </>
  );
}
