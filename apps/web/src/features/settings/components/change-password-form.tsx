import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '@tutorium/contract/auth';
import { PASSWORD_MIN_LENGTH } from '@tutorium/contract/limits';
import { messages } from '@tutorium/contract/messages';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/password-field';
import { reportFormError } from '../../../lib/form-errors';
import { useChangePassword } from '../api/use-change-password';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: emptyForm });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          reset(emptyForm);
        },
        onError: (error) =>
          reportFormError(error, messages.password.changeFailed, {
            setError,
            fields: ['currentPassword', 'newPassword'],
          }),
      },
    );
  });

  return (
    <Card className="p-6">
      <section aria-labelledby="change-password-heading">
        <h2 id="change-password-heading" className="text-lg font-semibold text-slate-900">
          Change Password
        </h2>
        <p className="mt-1 text-sm text-slate-600">Changing your password signs you out on every other device.</p>
        <form onSubmit={onSubmit} noValidate className="mt-5 max-w-md space-y-5">
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" loading={changePassword.isPending}>
            Change Password
          </Button>
        </form>
      </section>
    </Card>
  );
}
