import { Trans, useLingui } from '@lingui/react/macro';
import { changePasswordFormSchema } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import toast from 'react-hot-toast';
import { NewPasswordFields } from '../../../components/account/new-password-fields';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { useChangePassword } from '../api/use-change-password';
import { SettingsSection } from './settings-section';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t } = useLingui();
  const changePassword = useChangePassword();
  const form = useContractForm({
    schema: changePasswordFormSchema,
    defaultValues: emptyForm,
    failureMessage: messages.password.changeFailed,
  });

  const onSubmit = form.submitTo(
    changePassword,
    ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    {
      onSuccess: ({ message }) => {
        toast.success(message);
        form.reset(emptyForm);
      },
    },
  );

  return (
    <SettingsSection
      title={t`Change Password`}
      description={t`Changing your password signs you out on every other device.`}
    >
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
        <PasswordField label={t`Current Password`} autoComplete="current-password" {...form.field('currentPassword')} />
        <NewPasswordFields
          label={t`New Password`}
          passwordField={form.field('newPassword')}
          confirmField={form.field('confirmPassword')}
        />
        <Button type="submit" loading={form.submitting}>
          <Trans>Change Password</Trans>
        </Button>
      </form>
    </SettingsSection>
  );
}
