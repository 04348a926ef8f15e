import { Trans, useLingui } from '@lingui/react/macro';
import { registerFormSchema, teacherRegisterFormSchema } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../../components/account/new-password-fields';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { dashboardPathFor, href } from '../../../lib/href';
import { REDIRECT_PARAM, safeRedirectPath, withRedirect } from '../../../lib/redirect';
import { useContractForm } from '../../../lib/use-contract-form';
import { useLogin } from '../api/use-login';
import { useRegister } from '../api/use-register';
import { type RegistrationPortal, roleByPortal } from '../portal-role';

export function RegisterForm({ portal }: { portal: RegistrationPortal }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const registration = useRegister();
  const login = useLogin();
  const isTeacher = portal === 'teacher';
  const form = useContractForm({
    schema: isTeacher ? teacherRegisterFormSchema : registerFormSchema,
    defaultValues: { name: '', email: '', phone: '', specialization: '', password: '', confirmPassword: '' },
    failureMessage: messages.register.failed,
    failureFields: { email_taken: { field: 'email', message: messages.register.emailHasAccount } },
  });
  const emailTaken = form.formState.errors.email?.type === 'email_taken';

  const onSubmit = form.submitTo(
    registration,
    ({ confirmPassword: _confirm, ...fields }) => ({
      ...fields,
      specialization: isTeacher ? fields.specialization : '',
      role: isTeacher ? ('teacher' as const) : ('student' as const),
    }),
    {
      // A new account is signed in straight away, and goes where it was heading (or to its dashboard).
      onSuccess: ({ message }, { email, password }) => {
        login.mutate(
          { credentials: { email, password, role: roleByPortal[portal] }, remember: true },
          {
            // A new account has no second factor, so its sign-in is always done in one step.
            onSuccess: (answer) => {
              if (!('user' in answer)) return;
              toast.success(messages.register.signedIn);
              const redirect = safeRedirectPath(searchParams.get(REDIRECT_PARAM));
              void navigate(redirect ?? dashboardPathFor(answer.user.accountRole), { replace: true });
            },
            // Signing in failed (a rate limit, say): the account exists, so the sign-in form takes over.
            onError: () => {
              toast.success(message || messages.register.success);
              void navigate(withRedirect(href(`site.${portal}SignIn`), searchParams.get(REDIRECT_PARAM)));
            },
          },
        );
      },
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label={t`Full Name`} autoComplete="name" {...form.field('name')} />
      <div className="space-y-1.5">
        <TextField label={t`Email`} type="email" autoComplete="email" {...form.field('email')} />
        {emailTaken && (
          <p className="text-sm text-slate-700">
            <Trans>
              <TextLink to={withRedirect(href(`site.${portal}SignIn`), searchParams.get(REDIRECT_PARAM))}>
                Sign in
              </TextLink>{' '}
              or <TextLink to={href('site.forgotPassword')}>reset your password</TextLink>.
            </Trans>
          </p>
        )}
      </div>
      <TextField label={t`Phone (optional)`} type="tel" autoComplete="tel" {...form.field('phone')} />
      {isTeacher && (
        <TextField
          label={t`Primary Subject/Specialization`}
          placeholder={t`e.g. Mathematics`}
          {...form.field('specialization')}
        />
      )}
      <NewPasswordFields
        label={t`Password`}
        passwordField={form.field('password')}
        confirmField={form.field('confirmPassword')}
      />
      <Button type="submit" fullWidth loading={form.submitting || login.isPending}>
        <Trans>Create Account</Trans>
      </Button>
    </form>
  );
}
