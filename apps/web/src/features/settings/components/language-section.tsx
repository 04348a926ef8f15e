import { Trans, useLingui } from '@lingui/react/macro';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@tutorium/contract/languages';
import { messages } from '@tutorium/contract/messages';
import { languageField, type User } from '@tutorium/contract/users';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { chooseLanguage } from '../../../lib/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUpdateProfile } from '../../../lib/use-update-profile';
import { SettingsSection } from './settings-section';

const schema = z.object({ language: languageField });

/** Each language in its own words, as the public switcher lists them. */
const options = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/**
 * Settings' Language section: the language Tutorium speaks to this account, on every browser it signs
 * in on (screens, and the server's messages). Saved, it switches every text at once, without a reload.
 */
export function LanguageSection({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const update = useUpdateProfile();
  const shown = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const form = useContractForm({
    schema,
    defaultValues: { language: user.language ?? shown },
    failureMessage: messages.profile.updateFailed,
  });

  const onSubmit = form.submitTo(update, (values) => ({ language: values.language }), {
    onSuccess: async ({ data }, values) => {
      await chooseLanguage(data.language ?? values.language);
      toast.success(t`Language saved`);
    },
  });

  return (
    <SettingsSection
      title={t`Language`}
      description={t`The language of your screens and of Tutorium’s messages to you, on every device you sign in on.`}
    >
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
        <SelectField label={t`Language`} options={options} {...form.field('language')} />
        <Button type="submit" loading={form.submitting} disabled={!form.formState.isDirty && user.language !== null}>
          <Trans>Save Language</Trans>
        </Button>
      </form>
    </SettingsSection>
  );
}
