import { useLingui } from '@lingui/react/macro';
import type { Portal } from '@tutorium/contract/screen-paths';
import { PageHeader } from '../../../components/ui/page-header';
import { useSignedInUser } from '../../../lib/session';
import { ChangePasswordForm } from '../components/change-password-form';
import { GuardianEmailsSection } from '../components/guardian-emails-section';
import { LanguageSection } from '../components/language-section';
import { NotificationSection } from '../components/notification-section';
import { ProfileSection } from '../components/profile-section';
import { SecuritySection } from '../components/security-section';
import { SignedInSection } from '../components/signed-in-section';
import { TimeZoneSection } from '../components/time-zone-section';
import { YourDataSection } from '../components/your-data-section';

/**
 * Settings, in each portal. The guardian portal's has the emails about one's children where the others
 * have notifications: it has no bell, and class reminders go to students. The sections for staff
 * (the admins' two-step rule, the two-step requirement) show by the account's role.
 */
export function SettingsPage({ portal }: { portal: Portal }) {
  const { t } = useLingui();
  const user = useSignedInUser();
  return (
    <>
      <PageHeader
        title={t`Settings`}
        description={
          portal === 'guardian'
            ? t`Manage your profile, time zone, language, emails about your children, password, sign-in security, where you are signed in and your data.`
            : t`Manage your profile, time zone, language, notifications, password, sign-in security, where you are signed in and your data.`
        }
      />
      <div className="space-y-6">
        {/* Keyed by the address too: a confirmed email change starts the form afresh from the new one. */}
        <ProfileSection key={`${user.id}:${user.email}`} user={user} />
        <TimeZoneSection key={`${user.id} ${user.timeZone}`} user={user} />
        <LanguageSection key={`${user.id} ${user.language}`} user={user} />
        {portal === 'guardian' ? <GuardianEmailsSection /> : <NotificationSection student={portal === 'student'} />}
        <ChangePasswordForm />
        <SecuritySection role={user.accountRole} />
        <SignedInSection />
        <YourDataSection role={user.accountRole} />
      </div>
    </>
  );
}
