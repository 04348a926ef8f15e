import type { ComponentProps } from 'react';
import { Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: string;
  options: readonly SelectOption[];
  hint?: string;
  error?: string;
};

/**
 * The text inputs' look, but not inputClassName: CSS counts a <select> as read-only, so the
 * inputs' read-only styling would turn every select grey.
 */
function selectClassName(invalid: boolean, extra: string | undefined): string {
  return [
    'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
    'focus:outline-none focus:ring-2 focus:ring-indigo-500/40 disabled:bg-slate-100',
    invalid ? 'border-red-600 focus:border-red-600' : 'border-slate-300 focus:border-indigo-500',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A labelled native select with the look of the shared text inputs, tied to its label, hint and
 * error like TextField; works with react-hook-form's register. A filter's "All …" choice is an
 * option with the value ''.
 */
export function SelectField({ label, options, hint, error, id, className, ...props }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(aria) => (
        <select {...props} {...aria} className={selectClassName(Boolean(error), className)}>
          <SelectOptions options={options} />
        </select>
      )}
    </Field>
  );
}

/** The <option>s of a native select, for a select that is not a labelled field (a table row's). */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
