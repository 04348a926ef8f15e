import { useLingui } from '@lingui/react/macro';
import { PASSWORD_MIN_LENGTH } from '@tutorium/contract/limits';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '../ui/password-field';

type Registration = UseFormRegisterReturn & { error: string | undefined };

interface NewPasswordFieldsProps {
  /** "Password" when registering, "New Password" when replacing one. */
  label: string;
  passwordField: Registration;
  confirmField: Registration;
}

/** A new password and its confirmation, with the contract's length rule as the hint. */
export function NewPasswordFields({ label, passwordField, confirmField }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        hint={t`At least ${PASSWORD_MIN_LENGTH} characters`}
        {...passwordField}
      />
      <PasswordField label={t`Confirm Password`} autoComplete="new-password" {...confirmField} />
    </>
  );
}
