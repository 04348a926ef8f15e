import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError, messageOf } from '../../../lib/api-client';

interface ConfirmWithPasswordProps {
  /** What the button does, e.g. "Remove the app". */
  actionLabel: string;
  destructive?: boolean;
  pending: boolean;
  error: Error | null;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}

/** Asks for the account's password before a change to its second factors (a stolen session cannot make it). */
export function ConfirmWithPassword({
  actionLabel,
  destructive = false,
  pending,
  error,
  onConfirm,
  onCancel,
}: ConfirmWithPasswordProps) {
  const [password, setPassword] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(password);
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
        label="Your password"
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
        <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
