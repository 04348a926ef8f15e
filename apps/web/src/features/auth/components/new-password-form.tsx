import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordFormSchema, type VerifyResetCodeBody } from '@tutorium/contract/auth';
import { PASSWORD_MIN_LENGTH } from '@tutorium/contract/limits';
import { messages } from '@tutorium/contract/messages';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-client';
import { reportFormError } from '../../../lib/form-errors';
import { portalPaths } from '../../../lib/portal-paths';
import { useResetPassword } from '../api/use-reset-password';

interface NewPasswordFormProps {
  code: VerifyResetCodeBody;
  /** The server no longer accepts the code (expired, used or too many tries): it must be verified again. */
  onCodeRejected: () => void;
}

export function NewPasswordForm({ code, onCodeRejected }: NewPasswordFormProps) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(newPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(({ password }) => {
    reset.mutate(
      { ...code, password },
      {
        onSuccess: ({ message }) => {
          toast.dismiss();
          toast.success(message || messages.reset.success);
          void navigate(portalPaths.student.signIn, { replace: true });
        },
        onError: (error) => {
          reportFormError(error, messages.reset.failed, { setError, fields: ['password'] });
          if (error instanceof ApiError && error.status === 400 && error.fieldErrors.password === undefined) {
            onCodeRejected();
          }
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" fullWidth loading={reset.isPending}>
        Reset Password
      </Button>
    </form>
  );
}
