import { useLingui } from '@lingui/react/macro';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { type NotificationSettings, userMessages } from '@tutorium/contract/users';
import toast from 'react-hot-toast';
import { reportFormError } from '../../../lib/form-errors';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/use-notification-settings';
import { SectionQueryView } from './section-query-view';
import { SettingSwitch } from './setting-switch';
import { SettingsSection } from './settings-section';

/** Settings' Notifications section: each switch saves as soon as it is flipped. */
export function NotificationSection({ student }: { student: boolean }) {
  const { t } = useLingui();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();

  const renderSwitches = (saved: NotificationSettings) => {
    // While a change is saving, the switches show it; a failed save falls back to what the server holds.
    const shown = save.isPending ? save.variables : saved;
    const change = (next: NotificationSettings) =>
      save.mutate(next, {
        onSuccess: ({ message }) => toast.success(message || userMessages.settingsSaved),
        onError: (error) => reportFormError(error, userEndpoints.saveSettings.fallbackMessage),
      });
    return (
      <div className="divide-y divide-slate-100">
        <SettingSwitch
          label={t`Email reminders before live classes`}
          description={
            student
              ? t`An email about an hour before each live class of your courses starts.`
              : t`Kept with your account; today Tutorium sends these reminders to enrolled students.`
          }
          checked={shown.emailNotifications}
          disabled={save.isPending}
          onChange={(emailNotifications) => change({ ...shown, emailNotifications })}
        />
      </div>
    );
  };

  return (
    <SettingsSection
      title={t`Notifications`}
      description={t`Notifications always show under the bell at the top of the page. Changes are saved as soon as you make them.`}
    >
      <SectionQueryView query={settings} loadingLabel={t`Loading your notification settings`}>
        {renderSwitches}
      </SectionQueryView>
    </SettingsSection>
  );
}
