import type { ComponentProps } from 'react';
import { Field } from '../../../components/ui/field';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: string;
  options: readonly SelectOption[];
  hint?: string;
  error?: string;
};

/** The text inputs' look; a select counts as read-only to CSS, so it does not reuse inputClassName. */
function selectClassName(invalid: boolean): string {
  return [
    'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
    'focus:outline-none focus:ring-2 focus:ring-indigo-500/40 disabled:bg-slate-100',
    invalid ? 'border-red-600 focus:border-red-600' : 'border-slate-300 focus:border-indigo-500',
  ].join(' ');
}

export function SelectField({ label, options, hint, error, id, className, ...props }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(aria) => (
        <select {...props} {...aria} className={[selectClassName(Boolean(error)), className].filter(Boolean).join(' ')}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
