import { Trans, useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import type { StepUpBody } from '@tutorium/contract/two-step';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError, messageOf } from '../../../lib/api-client';

interface ConfirmWithPasswordProps<TAnswer> {
  /** What the button does, e.g. "Remove the app". */
  actionLabel: string;
  destructive?: boolean;
  /** The change the password confirms; cancelling forgets its last refusal. */
  mutation: UseMutationResult<TAnswer, Error, StepUpBody>;
  onSuccess: (answer: TAnswer) => void;
  onCancel: () => void;
}

/** Asks for the account's password before a change to its second factors (a stolen session cannot make it). */
export function ConfirmWithPassword<TAnswer>({
  actionLabel,
  destructive = false,
  mutation,
  onSuccess,
  onCancel,
}: ConfirmWithPasswordProps<TAnswer>) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const { error, isPending: pending } = mutation;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ password }, { onSuccess });
  };
  const cancel = () => {
    mutation.reset();
    onCancel();
  };
  const fieldError =
    error instanceof ApiError
      ? (error.fieldErrors?.password ?? error.message)
      : error
        ? messageOf(error, '')
        : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 max-w-md space-y-3 rounded-lg bg-slate-50 p-4">
      <PasswordField
        label={t`Your password`}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError || undefined}
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={destructive ? 'danger' : 'primary'} loading={pending}>
          {actionLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={cancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
