import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { loginFormSchema } from '@tutorium/contract/auth';
import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { messages } from '@tutorium/contract/messages';
import type { Role } from '@tutorium/contract/roles';
import type { Portal } from '@tutorium/contract/screen-paths';
import type { TwoStepRequiredResponse } from '@tutorium/contract/two-step';
import { AlertCircle, KeyRound } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { messageOf } from '../../../lib/api-client';
import { contractText } from '../../../lib/contract-text';
import { failureCodeOf } from '../../../lib/failure-code';
import { dashboardPathFor, href } from '../../../lib/href';
import { REDIRECT_PARAM, safeRedirectPath, withRedirect } from '../../../lib/redirect';
import { useContractForm } from '../../../lib/use-contract-form';
import { useLogin } from '../api/use-login';
import { usePasskeySignIn } from '../api/use-two-step';
import { roleByPortal } from '../portal-role';
import { TwoStepForm } from './two-step-form';

/** Each portal's sign-in, in the order a wrong-portal refusal offers the others. */
const signInLabel = {
  teacher: msg`Go to the teacher sign-in`,
  student: msg`Go to the student sign-in`,
  guardian: msg`Go to the parent and guardian sign-in`,
} as const satisfies Record<Portal, MessageDescriptor>;

/** The portals other than this one; the refusal's message says which is the account's. */
const otherPortals = (portal: Portal): Portal[] =>
  (Object.keys(signInLabel) as Portal[]).filter((other) => other !== portal);

/** The API says "wrong portal" only once the password was right; the account belongs to the other portal. */
const isWrongPortal = (error: unknown) => failureCodeOf(authEndpoints.login, error) === 'wrong_portal';

/**
 * Why the last attempt failed, under the heading and above the fields until the next attempt: a
 * toast would vanish before a slow reader (or a screen reader user) has taken it in. For the wrong
 * portal it links to the other sign-ins (the message names the account's), keeping where the user was going.
 */
function SignInError({ error, portal }: { error: unknown; portal: Portal }) {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <AlertCircle className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
      <div className="space-y-1">
        <p>{contractText(messageOf(error, messages.login.failed))}</p>
        {isWrongPortal(error) &&
          otherPortals(portal).map((other) => (
            <p key={other}>
              <TextLink to={withRedirect(href(`site.${other}SignIn`), searchParams.get(REDIRECT_PARAM))}>
                {t(signInLabel[other])}
              </TextLink>
            </p>
          ))}
      </div>
    </div>
  );
}

export function SignInForm({ portal }: { portal: Portal }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const passkeySignIn = usePasskeySignIn();
  const [pending, setPending] = useState<{ challenge: TwoStepRequiredResponse; remember: boolean } | null>(null);

  const signedIn = ({ message, user }: { message: string; user: { accountRole: Role } }) => {
    toast.success(message || messages.login.success);
    const redirect = safeRedirectPath(searchParams.get(REDIRECT_PARAM));
    void navigate(redirect ?? dashboardPathFor(user.accountRole), { replace: true });
  };
  const form = useContractForm({
    schema: loginFormSchema,
    defaultValues: { email: '', password: '', remember: true },
    failureMessage: messages.login.failed,
    serverFields: ['email', 'password'],
    // The refusal itself shows as SignInError, which reads its code (the wrong portal leads to the other one).
    failureShows: 'form',
  });

  const onSubmit = form.submitTo(
    login,
    ({ email, password, remember }) => ({
      credentials: { email, password, role: roleByPortal[portal] },
      remember: remember ?? false,
    }),
    {
      onSuccess: (answer, { remember = false }) => {
        if ('twoStepRequired' in answer) setPending({ challenge: answer, remember });
        else signedIn(answer);
      },
    },
  );

  if (pending) {
    return (
      <TwoStepForm
        pending={pending.challenge}
        remember={pending.remember}
        onSignedIn={signedIn}
        onStartOver={() => {
          login.reset();
          setPending(null);
        }}
      />
    );
  }

  return (
    <div className="space-y-5">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {login.isError && <SignInError error={login.error} portal={portal} />}
        <TextField label={t`Email`} type="email" autoComplete="email" {...form.field('email')} />
        <PasswordField label={t`Password`} autoComplete="current-password" {...form.field('password')} />
        <CheckboxField
          label={t`Remember me`}
          hint={t`Stay signed in after closing the browser`}
          {...form.register('remember')}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          <Trans>Sign In</Trans>
        </Button>
      </form>
      <PasskeySignIn
        mutation={passkeySignIn}
        onSignIn={() =>
          passkeySignIn.mutate(
            { role: roleByPortal[portal], remember: form.getValues('remember') ?? false },
            { onSuccess: signedIn },
          )
        }
        portal={portal}
      />
    </div>
  );
}

/** "Continue with a passkey" (worded so it never matches a search for the "Sign In" button): no email or password, the passkey names the account (and verifies its owner). */
function PasskeySignIn({
  mutation,
  onSignIn,
  portal,
}: {
  mutation: ReturnType<typeof usePasskeySignIn>;
  onSignIn: () => void;
  portal: Portal;
}) {
  return (
    <div className="space-y-3 border-t border-slate-200 pt-5">
      {mutation.isError && <SignInError error={mutation.error} portal={portal} />}
      <Button
        type="button"
        variant="secondary"
        fullWidth
        icon={KeyRound}
        loading={mutation.isPending}
        onClick={onSignIn}
      >
        <Trans>Continue with a passkey</Trans>
      </Button>
    </div>
  );
}
