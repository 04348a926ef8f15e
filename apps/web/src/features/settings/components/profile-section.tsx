import { Trans, useLingui } from '@lingui/react/macro';
import { emailField, nameField } from '@tutorium/contract/fields';
import { messages } from '@tutorium/contract/messages';
import type { User } from '@tutorium/contract/users';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { EmailChangeFields } from '../../../components/account/email-change-fields';
import { PendingEmailChange } from '../../../components/account/pending-email-change';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { currentPasswordToSend, passwordForEmailChange } from '../../../lib/email-change';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUpdateProfile } from '../../../lib/use-update-profile';
import { SettingsSection } from './settings-section';

/** Display name and email by the contract's rules, plus the current password when the email changes. */
function accountFormSchema(currentEmail: string) {
  return z
    .object({ name: nameField, email: emailField, currentPassword: z.string().max(1024) })
    .superRefine(passwordForEmailChange(currentEmail));
}

/** Settings' Profile section: the display name and email, saved like the profile form saves them. */
export function ProfileSection({ user }: { user: User }) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const schema = useMemo(() => accountFormSchema(user.email), [user.email]);
  const form = useContractForm({
    schema,
    defaultValues: { name: user.name, email: user.email, currentPassword: '' },
    failureMessage: messages.profile.updateFailed,
  });
  const email = useWatch({ control: form.control, name: 'email' });

  const onSubmit = form.submitTo(
    update,
    (values) => ({
      name: values.name,
      email: values.email,
      currentPassword: currentPasswordToSend(user.email, values),
    }),
    {
      onSuccess: ({ data, message }) => {
        toast.success(message || messages.profile.updated);
        form.reset({ name: data.name, email: data.email, currentPassword: '' });
      },
    },
  );

  return (
    <SettingsSection title={t`Profile`} description={t`The name shown across Tutorium and the email you sign in with.`}>
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
        <TextField label={t`Display name`} autoComplete="name" {...form.field('name')} />
        <EmailChangeFields accountEmail={user.email} email={email} field={form.field} />
        <Button type="submit" loading={form.submitting} disabled={!form.formState.isDirty}>
          <Trans>Save Changes</Trans>
        </Button>
      </form>
      <PendingEmailChange />
    </SettingsSection>
  );
}
