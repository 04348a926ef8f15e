import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import { inputClassName } from './input-styles';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & {
  label: string;
  hint?: string;
  error?: string;
  /** A control drawn inside the right edge of the input, such as a show-password button. */
  trailing?: ReactNode;
};

export function TextField({ label, hint, error, id, className, trailing, ...props }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(aria) => (
        <div className="relative">
          <input
            {...props}
            {...aria}
            className={inputClassName(Boolean(error), [trailing ? 'pr-11' : '', className].filter(Boolean).join(' '))}
          />
          {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>}
        </div>
      )}
    </Field>
  );
}
