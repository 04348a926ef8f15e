import { TextField, type TextFieldProps } from './text-field';

type NumberFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'> & {
  /** Takes fractions (a price): the decimal keypad, and steps of 0.01 unless given. */
  decimal?: boolean;
};

/** A number input: the numeric keypad on phones, whole steps unless `decimal`. */
export function NumberField({ decimal = false, step = decimal ? '0.01' : 1, ...props }: NumberFieldProps) {
  return <TextField {...props} type="number" inputMode={decimal ? 'decimal' : 'numeric'} step={step} />;
}
