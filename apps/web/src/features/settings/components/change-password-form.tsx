import { changePasswordFormSchema } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import toast from 'react-hot-toast';
import { NewPasswordFields } from '../../../components/account/new-password-fields';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/password-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { useChangePassword } from '../api/use-change-password';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
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
    <Card className="p-6">
      <section aria-labelledby="change-password-heading">
        <h2 id="change-password-heading" className="text-lg font-semibold text-slate-900">
          Change Password
        </h2>
        <p className="mt-1 text-sm text-slate-600">Changing your password signs you out on every other device.</p>
        <form onSubmit={onSubmit} noValidate className="mt-5 max-w-md space-y-5">
          <PasswordField label="Current Password" autoComplete="current-password" {...form.field('currentPassword')} />
          <NewPasswordFields
            label="New Password"
            passwordField={form.field('newPassword')}
            confirmField={form.field('confirmPassword')}
          />
          <Button type="submit" loading={form.submitting}>
            Change Password
          </Button>
        </form>
      </section>
    </Card>
  );
}
