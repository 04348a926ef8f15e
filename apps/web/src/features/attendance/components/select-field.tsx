import type { ComponentProps } from 'react';
import { Field } from '../../../components/ui/field';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'children' | 'id' | 'className'> & {
  label: string;
  options: readonly SelectOption[];
};

/** A labelled native select with the look of the shared text inputs. */
export function SelectField({ label, options, ...props }: SelectFieldProps) {
  return (
    <Field label={label}>
      {(aria) => (
        <select
          {...props}
          {...aria}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/40 focus:outline-none"
        >
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
