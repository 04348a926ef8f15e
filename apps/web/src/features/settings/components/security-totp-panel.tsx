import { Trans, useLingui } from '@lingui/react/macro';
import { twoStepEndpoints } from '@tutorium/contract/endpoints/two-step';
import type { SecurityOverview } from '@tutorium/contract/two-step';
import { generate } from 'lean-qr';
import { toSvgDataURL } from 'lean-qr/extras/svg';
import { Smartphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useConfirmTotp, useRemoveTotp, useStartTotpSetup } from '../api/use-security';
import { ConfirmWithPassword } from './security-confirm-with-password';
import { type FactorAdded, SecurityPanel } from './security-panel';

/** The authenticator app: set up with a QR code (or its key typed in) and a first code, or removed. */
export function TotpPanel({
  totp,
  onAdded,
}: {
  totp: SecurityOverview['totp'];
  onAdded: (answer: FactorAdded) => void;
}) {
  const { t } = useLingui();
  const start = useStartTotpSetup();
  const confirm = useConfirmTotp();
  const remove = useRemoveTotp();
  const [removing, setRemoving] = useState(false);
  const [code, setCode] = useState('');
  const setup = start.data?.data;
  const since = totp ? formatDate(totp.enabledAt) : '';

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.trim(), {
      onSuccess: (answer) => {
        start.reset();
        setCode('');
        onAdded(answer);
      },
    });
  };

  return (
    <SecurityPanel
      icon={Smartphone}
      title={t`Authenticator app`}
      description={
        totp
          ? t`On since ${since}. Signing in asks for a code from the app.`
          : t`A 6-digit code from an app such as Google Authenticator, 1Password or Aegis.`
      }
      actions={
        <>
          {totp && !removing && (
            <Button type="button" variant="secondary" size="sm" onClick={() => setRemoving(true)}>
              <Trans>Remove</Trans>
            </Button>
          )}
          {!totp && !setup && (
            <Button type="button" size="sm" loading={start.isPending} onClick={() => start.mutate()}>
              <Trans>Set up</Trans>
            </Button>
          )}
        </>
      }
    >
      <FormAlert
        message={start.isError ? messageOf(start.error, twoStepEndpoints.startTotpSetup.fallbackMessage) : null}
      />
      {totp && removing && (
        <ConfirmWithPassword
          actionLabel={t`Remove the app`}
          destructive
          mutation={remove}
          onSuccess={({ message }) => {
            toast.success(message);
            setRemoving(false);
          }}
          onCancel={() => setRemoving(false)}
        />
      )}
      {!totp && setup && (
        <div className="mt-4 grid gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-[auto_1fr]">
          <img
            src={toSvgDataURL(generate(setup.otpauthUrl), { on: '#0f172a', off: '#ffffff', pad: 2 })}
            alt={t`QR code to scan with your authenticator app`}
            className="size-44 rounded-md bg-white"
            style={{ imageRendering: 'pixelated' }}
          />
          <form onSubmit={onConfirm} noValidate className="min-w-0 space-y-3">
            <p className="text-sm text-slate-700">
              <Trans>Scan the code with your app, or type this key into it:</Trans>
            </p>
            <code className="block break-all rounded bg-white px-2 py-1 font-mono text-sm text-slate-900">
              {setup.secret.match(/.{1,4}/g)?.join(' ')}
            </code>
            <TextField
              label={t`Code from the app`}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={confirm.isError ? messageOf(confirm.error, t`That code is not right`) : undefined}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={confirm.isPending}>
                <Trans>Turn on</Trans>
              </Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  start.reset();
                  confirm.reset();
                  setCode('');
                }}
              >
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </form>
        </div>
      )}
    </SecurityPanel>
  );
}
