import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@tutorium/contract/messages';
import { FALLBACK_TIME_ZONE } from '@tutorium/contract/time-zones';
import { timeZoneField, type User } from '@tutorium/contract/users';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { browserTimeZone, formatClockTime } from '../../../lib/format';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUpdateProfile } from '../../../lib/use-update-profile';
import { SettingsSection } from './settings-section';

const schema = z.object({ timeZone: timeZoneField });

/** "GMT+5:30": how far a zone is from UTC right now, to tell zones apart in the list. */
function offsetName(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** Every zone this browser knows, UTC and the user's own among them, "Asia/Kolkata (GMT+5:30)". */
function zoneOptions(current: string): SelectOption[] {
  const now = new Date();
  const names = new Set([FALLBACK_TIME_ZONE, current, ...Intl.supportedValuesOf('timeZone')]);
  return [...names]
    .sort((a, b) => a.localeCompare(b))
    .map((name) => ({ value: name, label: `${name.replaceAll('_', ' ')} (${offsetName(name, now)})` }));
}

/**
 * Settings' Time zone section: the zone every time on Tutorium is shown and entered in. It starts as
 * the browser's at sign-up; the list can be narrowed by typing, which a phone's picker cannot do.
 */
export function TimeZoneSection({ user }: { user: User }) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const [search, setSearch] = useState('');
  const form = useContractForm({
    schema,
    defaultValues: { timeZone: user.timeZone },
    failureMessage: messages.profile.updateFailed,
  });
  const chosen = useWatch({ control: form.control, name: 'timeZone' });
  const allOptions = useMemo(() => zoneOptions(user.timeZone), [user.timeZone]);
  const needle = search.trim().toLowerCase().replaceAll(' ', '_');
  // The chosen zone stays listed whatever the search, so the select always shows what will be saved.
  const options = allOptions.filter((option) => option.value === chosen || option.value.toLowerCase().includes(needle));
  const device = browserTimeZone();
  const now = formatClockTime(new Date().toISOString());

  const onSubmit = form.submitTo(update, (values) => ({ timeZone: values.timeZone }), {
    onSuccess: ({ data, message }) => {
      toast.success(message || messages.profile.updated);
      form.reset({ timeZone: data.timeZone });
      setSearch('');
    },
  });

  return (
    <SettingsSection
      title={t`Time zone`}
      description={t`Live classes, notifications and every other time on Tutorium are shown in this zone, and the times you enter are read in it. Now: ${now}.`}
    >
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
        <TextField
          label={t`Find a time zone`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          hint={t`Type a city or region, such as Kolkata or Europe`}
        />
        <SelectField label={t`Time zone`} options={options} {...form.field('timeZone')} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={form.submitting} disabled={!form.formState.isDirty}>
            <Trans>Save Time Zone</Trans>
          </Button>
          {device !== chosen && (
            <Button
              type="button"
              variant="secondary"
              onClick={() => form.setValue('timeZone', device, { shouldDirty: true })}
            >
              <Trans>Use this device’s zone ({device})</Trans>
            </Button>
          )}
        </div>
      </form>
    </SettingsSection>
  );
}
