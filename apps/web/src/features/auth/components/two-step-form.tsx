import { Trans, useLingui } from '@lingui/react/macro';
import { twoStepEndpoints } from '@tutorium/contract/endpoints/two-step';
import type { Role } from '@tutorium/contract/roles';
import type { TwoStepRequiredResponse } from '@tutorium/contract/two-step';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-client';
import { failureCodeOf } from '../../../lib/failure-code';
import { signWithPasskey, useCompleteTwoStep } from '../api/use-two-step';

type Method = 'totp' | 'recovery-code';

/**
 * The second step after a right password: a code from the authenticator app (the browser may fill
 * it from an SMS-style one-time-code suggestion), a recovery code instead, or a passkey.
 */
export function TwoStepForm({
  pending,
  remember,
  onSignedIn,
  onStartOver,
}: {
  pending: TwoStepRequiredResponse;
  remember: boolean;
  onSignedIn: (answer: { message: string; user: { accountRole: Role } }) => void;
  onStartOver: () => void;
}) {
  const { t } = useLingui();
  const complete = useCompleteTwoStep();
  const [method, setMethod] = useState<Method>(pending.methods.includes('totp') ? 'totp' : 'recovery-code');
  const [value, setValue] = useState('');
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [usingPasskey, setUsingPasskey] = useState(false);
  const hasPasskey = pending.methods.includes('passkey') && pending.passkeyOptions !== null;

  const finish = (body: Parameters<typeof complete.mutate>[0]['body']) =>
    complete.mutate({ body, remember }, { onSuccess: onSignedIn });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setPasskeyError(null);
    const challengeId = pending.challengeId;
    finish(method === 'totp' ? { challengeId, code: value.trim() } : { challengeId, recoveryCode: value });
  };

  const usePasskey = async () => {
    if (!pending.passkeyOptions) return;
    setPasskeyError(null);
    setUsingPasskey(true);
    try {
      const passkey = await signWithPasskey(pending.passkeyOptions);
      finish({ challengeId: pending.challengeId, passkey });
    } catch (error) {
      setPasskeyError(messageOf(error, t`The passkey could not be used.`));
    } finally {
      setUsingPasskey(false);
    }
  };

  const switchTo = (next: Method) => {
    setMethod(next);
    setValue('');
    complete.reset();
  };

  // Too many tries or too late: only a new password step can start another challenge.
  const expired = failureCodeOf(twoStepEndpoints.completeTwoStep, complete.error) === 'two_step_expired';
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Two-step sign-in</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {method === 'totp'
            ? t`Enter the 6-digit code from your authenticator app.`
            : t`Enter one of the recovery codes you saved. Each works once.`}
        </p>
      </div>
      <FormAlert
        message={
          passkeyError ?? (complete.isError ? messageOf(complete.error, t`That did not work. Please try again.`) : null)
        }
      />
      {expired ? (
        <Button type="button" fullWidth onClick={onStartOver}>
          <Trans>Sign in again</Trans>
        </Button>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {method === 'totp' ? (
            <TextField
              key="totp"
              label={t`Code from your app`}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={6}
              autoFocus
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          ) : (
            <TextField
              key="recovery"
              label={t`Recovery code`}
              name="recoveryCode"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          )}
          <Button type="submit" fullWidth loading={complete.isPending && !usingPasskey}>
            <Trans>Verify</Trans>
          </Button>
        </form>
      )}
      <div className="flex flex-col gap-2 text-sm">
        {hasPasskey && !expired && (
          <Button
            type="button"
            variant="secondary"
            fullWidth
            icon={KeyRound}
            onClick={usePasskey}
            loading={usingPasskey}
          >
            <Trans>Use a passkey</Trans>
          </Button>
        )}
        {!expired && pending.methods.includes('totp') && (
          <button
            type="button"
            className="self-start font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            onClick={() => switchTo(method === 'totp' ? 'recovery-code' : 'totp')}
          >
            {method === 'totp' ? t`Use a recovery code` : t`Use a code from your app`}
          </button>
        )}
        <button
          type="button"
          className="self-start font-medium text-slate-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          onClick={onStartOver}
        >
          <Trans>Start over</Trans>
        </button>
      </div>
    </div>
  );
}
