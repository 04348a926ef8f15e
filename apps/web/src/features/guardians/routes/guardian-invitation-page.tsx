import { Trans, useLingui } from '@lingui/react/macro';
import type { EndpointAnswer } from '@tutorium/contract/endpoint';
import { guardianLinkEndpoints } from '@tutorium/contract/endpoints/guardians';
import { acceptInvitationFormSchema, GUARDIAN_INVITATION_TTL_DAYS } from '@tutorium/contract/guardians';
import type { User } from '@tutorium/contract/users';
import { Check, LogIn, LogOut } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../../components/account/new-password-fields';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { FormAlert } from '../../../components/ui/form-alert';
import { LinkButton } from '../../../components/ui/link-button';
import { SectionSpinner } from '../../../components/ui/page-spinner';
import { SuccessNote } from '../../../components/ui/success-note';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { messageOf } from '../../../lib/api-client';
import { failureCodeOf } from '../../../lib/failure-code';
import { formatDate } from '../../../lib/format';
import { href } from '../../../lib/href';
import { withRedirect } from '../../../lib/redirect';
import { useCurrentUser } from '../../../lib/session';
import { useContractForm } from '../../../lib/use-contract-form';
import { useAcceptAsNewAccount, useAcceptInvitation, useInvitation, useSignOutHere } from '../api/use-invitation';
import { GuardianCard } from '../components/guardian-card';

type Invitation = EndpointAnswer<typeof guardianLinkEndpoints.invitation>['data'];

/** This page's own address, to come back to after signing in or out. */
function useHere(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/** An invitation that cannot be accepted (expired, withdrawn, used, or a link cut short), and what to do. */
function InvitationNotValid({ message }: { message?: string }) {
  const { t } = useLingui();
  const days = GUARDIAN_INVITATION_TTL_DAYS;
  return (
    <div className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 className="text-base font-semibold">{t`This invitation cannot be used`}</h2>
      {message && <p>{message}</p>}
      <p>
        <Trans>
          An invitation works once, for {days} days, and whoever sent it can withdraw it. Ask the student or their
          teacher to invite you again from Tutorium.
        </Trans>
      </p>
      <p>
        <Trans>
          Already accepted it? <TextLink to={href('site.chooseUser')}>Sign in</TextLink> to follow your child.
        </Trans>
      </p>
    </div>
  );
}

/** Who invited whom, to what, and until when. */
function InvitationSummary({ invitation }: { invitation: Invitation }) {
  const { t } = useLingui();
  const { studentName: student, invitedByName: inviter, relationship, invitedEmail: email } = invitation;
  const until = formatDate(invitation.expiresAt);
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p className="text-base text-slate-900">
        {inviter === null && (
          <Trans>
            You are invited to follow <strong>{student}</strong> in Tutorium as their guardian.
          </Trans>
        )}
        {/* The student invited their guardian themselves (the answer names the inviter, not their role). */}
        {inviter === student && (
          <Trans>
            <strong>{student}</strong> invited you to follow them in Tutorium as their guardian.
          </Trans>
        )}
        {inviter !== null && inviter !== student && (
          <Trans>
            {inviter} invited you to follow <strong>{student}</strong> in Tutorium as their guardian.
          </Trans>
        )}
      </p>
      {relationship !== '' && <p>{t`Relationship: ${relationship}`}</p>}
      <p>
        <Trans>
          You would see their attendance, classes, homework and grades, without changing anything, and receive an email
          when they are marked absent.
        </Trans>
      </p>
      <p className="text-slate-600">
        <Trans>
          Sent to {email}; it can be accepted until {until}.
        </Trans>
      </p>
    </div>
  );
}

/** No account has the address: a new guardian account accepts, signed in at once, and opens the guardian portal. */
function NewAccountForm({
  token,
  invitation,
  onStale,
}: {
  token: string;
  invitation: Invitation;
  onStale: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const accept = useAcceptAsNewAccount(token);
  const form = useContractForm({
    schema: acceptInvitationFormSchema,
    defaultValues: { name: '', password: '', confirmPassword: '' },
    failureMessage: guardianLinkEndpoints.acceptAsNewAccount.fallbackMessage,
    failureShows: 'form',
  });

  const onSubmit = form.submitTo(accept, ({ confirmPassword: _confirm, ...fields }) => fields, {
    onSuccess: ({ message }) => {
      toast.success(message);
      void navigate(href('guardian.dashboard'), { replace: true });
    },
    // The invitation changed meanwhile (used, withdrawn, or its address got an account): read it again.
    onError: (error) => {
      const code = failureCodeOf(guardianLinkEndpoints.acceptAsNewAccount, error);
      if (code === 'invitation_invalid' || code === 'sign_in_to_accept') onStale();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 border-t border-slate-100 pt-5">
      <div>
        <h2 className="text-base font-semibold text-slate-900">{t`Create your guardian account`}</h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>The link proves the address is yours: you sign in with it and the password you choose.</Trans>
        </p>
      </div>
      <FormAlert message={form.formError} />
      <TextField label={t`Email`} type="email" autoComplete="username" value={invitation.invitedEmail} readOnly />
      <TextField label={t`Full Name`} autoComplete="name" {...form.field('name')} />
      <NewPasswordFields
        label={t`Password`}
        passwordField={form.field('password')}
        confirmField={form.field('confirmPassword')}
      />
      <Button type="submit" fullWidth loading={form.submitting}>
        {t`Create account and accept`}
      </Button>
    </form>
  );
}

/** An account has the address and nobody is signed in: sign in with it, and come back here. */
function SignInToAccept({ invitation }: { invitation: Invitation }) {
  const { t } = useLingui();
  const here = useHere();
  const email = invitation.invitedEmail;
  return (
    <div className="space-y-4 border-t border-slate-100 pt-5">
      <p className="text-sm text-slate-700">
        <Trans>{email} already has a Tutorium account. Sign in with it to accept.</Trans>
      </p>
      <LinkButton to={withRedirect(href('site.guardianSignIn'), here)} fullWidth icon={LogIn}>
        {t`Sign in to accept`}
      </LinkButton>
      <p className="text-center text-sm text-slate-700">
        <Trans>
          A student or teacher account?{' '}
          <TextLink to={withRedirect(href('site.chooseUser'), here)}>Choose where to sign in</TextLink>
        </Trans>
      </p>
    </div>
  );
}

interface AcceptProps {
  token: string;
  user: User;
  onAccepted: (message: string) => void;
  onStale: () => void;
}

/** Signed in with the invited address: one button accepts. A guardian account goes on to its portal. */
function AcceptAsSignedIn({ token, user, onAccepted, onStale }: AcceptProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const email = user.email;
  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: ({ message }) => {
        if (user.accountRole !== 'guardian') return onAccepted(message);
        toast.success(message);
        void navigate(href('guardian.dashboard'), { replace: true });
      },
      onError: (error) => {
        if (failureCodeOf(guardianLinkEndpoints.accept, error) === 'invitation_invalid') onStale();
      },
    });
  return (
    <div className="space-y-4 border-t border-slate-100 pt-5">
      <p className="text-sm text-slate-700">
        <Trans>You are signed in as {email}.</Trans>
      </p>
      {accept.isError && <FormAlert message={messageOf(accept.error, guardianLinkEndpoints.accept.fallbackMessage)} />}
      <Button fullWidth icon={Check} loading={accept.isPending} onClick={onAccept}>
        {t`Accept invitation`}
      </Button>
    </div>
  );
}

/** Signed in with another address: this account cannot accept; sign out here to go on. */
function SignedInAsAnother({ invitation, user }: { invitation: Invitation; user: User }) {
  const { t } = useLingui();
  const signOut = useSignOutHere(useHere());
  const invited = invitation.invitedEmail;
  const current = user.email;
  return (
    <div className="space-y-4 border-t border-slate-100 pt-5">
      <div className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
        <p>
          <Trans>
            This invitation was sent to <strong>{invited}</strong>, and you are signed in as <strong>{current}</strong>.
          </Trans>
        </p>
        <p>
          {invitation.accountExists ? (
            <Trans>Sign out, then sign in as {invited} to accept it.</Trans>
          ) : (
            <Trans>Sign out to create a guardian account for {invited} and accept it.</Trans>
          )}
        </p>
      </div>
      <Button variant="secondary" fullWidth icon={LogOut} loading={signOut.isPending} onClick={() => signOut.mutate()}>
        {t`Sign out`}
      </Button>
    </div>
  );
}

/** A student, teacher or admin account accepted: it follows the child in the guardian portal too. */
function AcceptedElsewhere({ message, student }: { message: string; student: string }) {
  return (
    <div className="space-y-3">
      <SuccessNote role="status" message={message} />
      <p className="text-sm text-slate-700">
        <Trans>
          You can now follow {student} at <TextLink to={href('guardian.dashboard')}>your guardian page</TextLink>.
        </Trans>
      </p>
    </div>
  );
}

function InvitationFor({ token }: { token: string }) {
  const { t } = useLingui();
  const invitation = useInvitation(token);
  const { user, isPending: checkingSession } = useCurrentUser();
  const [accepted, setAccepted] = useState<{ message: string; student: string } | null>(null);

  if (accepted) return <AcceptedElsewhere {...accepted} />;
  if (invitation.isPending || checkingSession) return <SectionSpinner label={t`Loading the invitation`} />;
  if (invitation.isError) {
    const code = failureCodeOf(guardianLinkEndpoints.invitation, invitation.error);
    if (code === 'invitation_invalid' || code === 'validation_failed') {
      return <InvitationNotValid message={invitation.error.message} />;
    }
    return <ErrorPanel message={invitation.error.message} onRetry={() => void invitation.refetch()} />;
  }

  const data = invitation.data;
  const onStale = () => void invitation.refetch();
  const renderAnswer = () => {
    if (user !== null && user.email.toLowerCase() !== data.invitedEmail.toLowerCase()) {
      return <SignedInAsAnother invitation={data} user={user} />;
    }
    if (user !== null) {
      return (
        <AcceptAsSignedIn
          token={token}
          user={user}
          onStale={onStale}
          onAccepted={(message) => setAccepted({ message, student: data.studentName })}
        />
      );
    }
    if (data.accountExists) return <SignInToAccept invitation={data} />;
    return <NewAccountForm token={token} invitation={data} onStale={onStale} />;
  };

  return (
    <div className="space-y-5">
      <InvitationSummary invitation={data} />
      {renderAnswer()}
    </div>
  );
}

/**
 * Where a guardian invitation's emailed link lands (docs/product.md, "Guardians"): what it is for, then
 * the way to accept that fits who opens it: a new guardian account, signing in with the invited
 * address's account, or one button for that account when it is signed in already.
 */
export function GuardianInvitationPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <GuardianCard title={t`Guardian invitation`}>
      {token === '' ? <InvitationNotValid /> : <InvitationFor token={token} />}
    </GuardianCard>
  );
}
