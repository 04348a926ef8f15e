import { Trans, useLingui } from '@lingui/react/macro';
import { twoStepEndpoints } from '@tutorium/contract/endpoints/two-step';
import type { Passkey } from '@tutorium/contract/two-step';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useAddPasskey, useRemovePasskey } from '../api/use-security';
import { type FactorAdded, SecurityPanel } from './security-panel';

/** Passkeys: add one (named), see when each was made and last used, remove one. */
export function PasskeysPanel({ passkeys, onAdded }: { passkeys: Passkey[]; onAdded: (answer: FactorAdded) => void }) {
  const { t } = useLingui();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [toRemove, setToRemove] = useState<Passkey | null>(null);
  const removedName = toRemove?.name ?? '';

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name.trim(), {
      onSuccess: (answer) => {
        setAdding(false);
        setName('');
        onAdded(answer);
      },
    });
  };

  return (
    <SecurityPanel
      icon={KeyRound}
      title={t`Passkeys`}
      description={t`Sign in with your fingerprint, face or screen lock instead of a password, or as the second step.`}
      actions={
        !adding && (
          <Button type="button" size="sm" onClick={() => setAdding(true)}>
            <Trans>Add a passkey</Trans>
          </Button>
        )
      }
    >
      {adding && (
        <form onSubmit={onAdd} noValidate className="mt-3 max-w-md space-y-3 rounded-lg bg-slate-50 p-4">
          <TextField
            label={t`Passkey name`}
            hint={t`So you can tell your passkeys apart, e.g. Work laptop`}
            maxLength={60}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={add.isError ? messageOf(add.error, twoStepEndpoints.addPasskey.fallbackMessage) : undefined}
            autoFocus
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={add.isPending} disabled={name.trim() === ''}>
              <Trans>Create passkey</Trans>
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setAdding(false);
                add.reset();
              }}
            >
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
      {passkeys.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">
          <Trans>No passkeys yet.</Trans>
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={t`Your passkeys`}>
          {passkeys.map((key) => {
            const keyName = key.name;
            const added = formatDate(key.createdAt);
            const lastUsed = key.lastUsedAt ? formatDate(key.lastUsedAt) : null;
            return (
              <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{key.name}</p>
                  <p className="text-xs text-slate-600">
                    {lastUsed ? t`Added ${added} · last used ${lastUsed}` : t`Added ${added} · not used yet`}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t`Remove passkey ${keyName}`}
                  onClick={() => setToRemove(key)}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        title={t`Remove this passkey?`}
        description={t`"${removedName}" will no longer sign you in. Remove it from your device's passkey list too.`}
        confirmLabel={t`Remove`}
        destructive
        loading={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() =>
          toRemove &&
          remove.mutate(toRemove.id, {
            onSuccess: ({ message }) => toast.success(message),
            onError: (error) => toast.error(messageOf(error, twoStepEndpoints.removePasskey.fallbackMessage)),
            onSettled: () => setToRemove(null),
          })
        }
      />
    </SecurityPanel>
  );
}
