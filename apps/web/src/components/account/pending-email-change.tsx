import { Trans, useLingui } from '@lingui/react/macro';
import { emailVerificationMessages } from '@tutorium/contract/email-verification';
import toast from 'react-hot-toast';
import { useCancelEmailChange, useEmailVerificationState } from '../../lib/email-verification';
import { reportFormError } from '../../lib/form-errors';
import { formatDateTime } from '../../lib/format';
import { Button } from '../ui/button';
import { ErrorPanel } from '../ui/error-panel';
import { Spinner } from '../ui/spinner';
import { ConfirmEmailCodeForm } from './confirm-email-code-form';

/** A new email address waiting for its code: where it stands, the code field, Resend and Cancel. */
export function PendingEmailChange() {
  const { t } = useLingui();
  const state = useEmailVerificationState();
  const cancel = useCancelEmailChange();

  if (state.isPending) {
    return (
      <div className="mt-6 flex justify-center py-2">
        <Spinner label={t`Loading your email confirmation`} />
      </div>
    );
  }
  if (state.isError) {
    return (
      <div className="mt-6">
        <ErrorPanel message={state.error.message} onRetry={() => void state.refetch()} />
      </div>
    );
  }
  const { email, pendingEmail, codeExpiresAt } = state.data;
  if (pendingEmail === null) return null;
  const until = codeExpiresAt ? formatDateTime(codeExpiresAt) : null;

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message || emailVerificationMessages.changeCancelled),
      onError: (error) => reportFormError(error, emailVerificationMessages.cancelFailed),
    });

  return (
    <div className="mt-6 space-y-3 rounded-lg border border-indigo-200 bg-indigo-50 p-4">
      <div className="text-sm text-slate-800">
        <p className="font-semibold text-slate-900 break-words">
          <Trans>Waiting for confirmation: {pendingEmail}</Trans>
        </p>
        <p className="mt-1 break-words">
          {until !== null ? (
            <Trans>
              Your email stays {email} until you enter the code we sent to {pendingEmail} (it works until {until}), or
              open the link in that email.
            </Trans>
          ) : (
            <Trans>
              Your email stays {email} until you enter the code we sent to {pendingEmail}, or open the link in that
              email.
            </Trans>
          )}
        </p>
      </div>
      <ConfirmEmailCodeForm label={t`Code sent to your new address`}>
        <Button variant="ghost" onClick={onCancel} loading={cancel.isPending}>
          <Trans>Cancel change</Trans>
        </Button>
      </ConfirmEmailCodeForm>
    </div>
  );
}
