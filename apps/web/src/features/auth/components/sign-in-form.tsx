import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { reportFormError } from '../../../lib/form-errors';
import { dashboardPathFor, type Portal } from '../../../lib/portal-paths';
import { REDIRECT_PARAM, safeRedirectPath } from '../../../lib/redirect';
import { useLogin } from '../api/use-login';

/** The teacher portal signs in with role `admin`, which the API accepts for teacher and admin accounts. */
const roleByPortal = { teacher: 'admin', student: 'student' } as const;

export function SignInForm({ portal }: { portal: Portal }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', remember: true },
  });

  const onSubmit = handleSubmit(({ email, password, remember }) => {
    login.mutate(
      { credentials: { email, password, role: roleByPortal[portal] }, remember: remember ?? false },
      {
        onSuccess: ({ message, user }) => {
          // Errors from earlier attempts no longer apply.
          toast.dismiss();
          toast.success(message || messages.login.success);
          const redirect = safeRedirectPath(searchParams.get(REDIRECT_PARAM));
          void navigate(redirect ?? dashboardPathFor(user.role), { replace: true });
        },
        onError: (error) => reportFormError(error, messages.login.failed, { setError, fields: ['email', 'password'] }),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <CheckboxField label="Remember me" hint="Stay signed in after closing the browser" {...register('remember')} />
      <Button type="submit" fullWidth loading={login.isPending}>
        Sign In
      </Button>
    </form>
  );
}
