import type { ComponentProps } from 'react';
import { Field } from './field';
import { inputClassName } from './input-styles';

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'children'> & {
  label: string;
  hint?: string;
  error?: string;
};

export function TextareaField({ label, hint, error, id, className, rows = 4, ...props }: TextareaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(aria) => <textarea {...props} {...aria} rows={rows} className={inputClassName(Boolean(error), className)} />}
    </Field>
  );
}
