import { useLingui } from '@lingui/react/macro';
import { guardianAlertEndpoints } from '@tutorium/contract/endpoints/guardians';
import { type GuardianPreferences, guardianMessages } from '@tutorium/contract/guardians';
import toast from 'react-hot-toast';
import { reportFormError } from '../../../lib/form-errors';
import { formatWeekday } from '../../../lib/format';
import { useGuardianPreferences, useSaveGuardianPreferences } from '../api/use-guardian-preferences';
import { SectionQueryView } from './section-query-view';
import { SettingSwitch } from './setting-switch';
import { SettingsSection } from './settings-section';

/** The weekday the institute sends the weekly summary (1 Monday … 7 Sunday) by name: 1–7 January 2024 ran Monday to Sunday. */
const weekdayName = (day: number): string => formatWeekday(`2024-01-0${day}`, 'long');

/**
 * Settings' "Emails about your children" in the guardian portal: absences the same day, at-risk
 * changes and the weekly summary, each switch saved as soon as it is flipped (each email's own link
 * turns its kind off too).
 */
export function GuardianEmailsSection() {
  const { t } = useLingui();
  const preferences = useGuardianPreferences();
  const save = useSaveGuardianPreferences();

  const renderSwitches = (saved: GuardianPreferences & { weeklySummaryDay: number }) => {
    // While a change is saving, the switches show it; a failed save falls back to what the server holds.
    const shown = save.isPending ? { ...saved, ...save.variables } : saved;
    const change = (next: Partial<GuardianPreferences>) =>
      save.mutate(
        { absences: shown.absences, atRisk: shown.atRisk, weeklySummary: shown.weeklySummary, ...next },
        {
          onSuccess: ({ message }) => toast.success(message || guardianMessages.preferencesSaved),
          onError: (error) => reportFormError(error, guardianAlertEndpoints.updatePreferences.fallbackMessage),
        },
      );
    const weekday = weekdayName(saved.weeklySummaryDay);
    return (
      <div className="divide-y divide-slate-100">
        <SettingSwitch
          label={t`Absences, the same day`}
          description={t`An email on the day a teacher marks your child absent from a class.`}
          checked={shown.absences}
          disabled={save.isPending}
          onChange={(absences) => change({ absences })}
        />
        <SettingSwitch
          label={t`At-risk changes`}
          description={t`An email when your child joins or leaves their teachers' at-risk list (low attendance or classes missed in a row).`}
          checked={shown.atRisk}
          disabled={save.isPending}
          onChange={(atRisk) => change({ atRisk })}
        />
        <SettingSwitch
          label={t`Weekly summary on ${weekday}`}
          description={t`Each ${weekday}, your child's week: attendance, homework, test results and grades.`}
          checked={shown.weeklySummary}
          disabled={save.isPending}
          onChange={(weeklySummary) => change({ weeklySummary })}
        />
      </div>
    );
  };

  return (
    <SettingsSection
      title={t`Emails about your children`}
      description={t`What Tutorium emails you about the children you follow. Changes are saved as soon as you make them; each email also has a link to stop that kind.`}
    >
      <SectionQueryView query={preferences} loadingLabel={t`Loading your email preferences`}>
        {renderSwitches}
      </SectionQueryView>
    </SettingsSection>
  );
}
