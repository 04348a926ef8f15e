import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '../ui/password-field';
import { TextField } from '../ui/text-field';

type Registration = UseFormRegisterReturn & { error: string | undefined };

interface EmailChangeFieldsProps {
  /** The account's email as saved. */
  accountEmail: string;
  /** The email as typed so far. */
  email: string;
  /** The form's `field`, which registers the two by name. */
  field: (name: 'email' | 'currentPassword') => Registration;
}

/** The email, and the current password while the email typed differs from the account's. */
export function EmailChangeFields({ accountEmail, email, field }: EmailChangeFieldsProps) {
  const { t } = useLingui();
  const emailChanged = email.trim().toLowerCase() !== accountEmail;
  return (
    <>
      <TextField label={t`Email`} type="email" autoComplete="email" {...field('email')} />
      {emailChanged && (
        <PasswordField
          label={t`Current Password`}
          autoComplete="current-password"
          hint={t`Needed to change your email address`}
          {...field('currentPassword')}
        />
      )}
    </>
  );
}
