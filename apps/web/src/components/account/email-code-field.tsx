import { RESET_CODE_LENGTH } from '@tutorium/contract/limits';
import { TextField, type TextFieldProps } from '../ui/text-field';

type EmailCodeFieldProps = Omit<TextFieldProps, 'inputMode' | 'autoComplete' | 'maxLength' | 'className'>;

/** The code an email sent (a password reset's, an address's to confirm): digits, spaced out, as long as the code. */
export function EmailCodeField(props: EmailCodeFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={RESET_CODE_LENGTH}
      className="tracking-[0.3em]"
      {...props}
    />
  );
}
