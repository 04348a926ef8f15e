import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBodySchema } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { reportFormError } from '../../../lib/form-errors';
import { portalPaths } from '../../../lib/portal-paths';
import { useRequestResetCode } from '../api/use-request-reset-code';
import { AuthCard } from '../components/auth-card';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const requestCode = useRequestResetCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordBodySchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((body) => {
    requestCode.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message || messages.reset.codeSent);
        void navigate(`/reset-password?${new URLSearchParams({ email: body.email })}`);
      },
      onError: (error) => reportFormError(error, messages.reset.sendFailed, { setError, fields: ['email'] }),
    });
  });

  return (
    <AuthCard
      title="Forgot Password"
      description="Enter the email address of your account and we will send you a 6-digit verification code."
      footer={<TextLink to={portalPaths.student.signIn}>Back to Sign In</TextLink>}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" fullWidth loading={requestCode.isPending}>
          Send Verification Code
        </Button>
      </form>
    </AuthCard>
  );
}
