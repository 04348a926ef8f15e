import { emailField, nameField } from '@tutorium/contract/fields';
import { messages } from '@tutorium/contract/messages';
import type { User } from '@tutorium/contract/users';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUpdateProfile } from '../../../lib/use-update-profile';

const EMAIL_CHANGE_NEEDS_PASSWORD = 'Enter your current password to change your email address';

/** Display name and email by the contract's rules, plus the current password when the email changes. */
function accountFormSchema(currentEmail: string) {
  return z
    .object({ name: nameField, email: emailField, currentPassword: z.string().max(1024) })
    .superRefine((form, ctx) => {
      if (form.email !== currentEmail && form.currentPassword === '') {
        ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: EMAIL_CHANGE_NEEDS_PASSWORD });
      }
    });
}

/** Settings' Profile section: the display name and email, saved like the profile form saves them. */
export function ProfileSection({ user }: { user: User }) {
  const update = useUpdateProfile();
  const schema = useMemo(() => accountFormSchema(user.email), [user.email]);
  const form = useContractForm({
    schema,
    defaultValues: { name: user.name, email: user.email, currentPassword: '' },
    failureMessage: messages.profile.updateFailed,
  });
  const email = useWatch({ control: form.control, name: 'email' });
  const emailChanged = email.trim().toLowerCase() !== user.email;

  const onSubmit = form.submitTo(
    update,
    ({ name, email: newEmail, currentPassword }) => ({
      name,
      email: newEmail,
      currentPassword: newEmail === user.email ? undefined : currentPassword,
    }),
    {
      onSuccess: ({ data, message }) => {
        toast.success(message || messages.profile.updated);
        form.reset({ name: data.name, email: data.email, currentPassword: '' });
      },
    },
  );

  return (
    <Card className="p-6">
      <section aria-labelledby="settings-profile-heading">
        <h2 id="settings-profile-heading" className="text-lg font-semibold text-slate-900">
          Profile
        </h2>
        <p className="mt-1 text-sm text-slate-600">The name shown across Tutorium and the email you sign in with.</p>
        <form onSubmit={onSubmit} noValidate className="mt-5 max-w-md space-y-5">
          <TextField label="Display name" autoComplete="name" {...form.field('name')} />
          <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
          {emailChanged && (
            <PasswordField
              label="Current Password"
              autoComplete="current-password"
              hint="Needed to change your email address"
              {...form.field('currentPassword')}
            />
          )}
          <Button type="submit" loading={form.submitting} disabled={!form.formState.isDirty}>
            Save Changes
          </Button>
        </form>
      </section>
    </Card>
  );
}
