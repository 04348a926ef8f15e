import type { ComponentProps } from 'react';
import { FieldNotes, useControlAria } from './field';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  label: string;
  hint?: string;
  error?: string;
};

export function CheckboxField({ label, hint, error, id, className, ...props }: CheckboxFieldProps) {
  const aria = useControlAria({ id, hint, error });
  return (
    <div className={['flex items-start gap-2', className].filter(Boolean).join(' ')}>
      <input
        {...props}
        {...aria}
        type="checkbox"
        className="mt-0.5 size-4 rounded border-slate-400 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
      />
      <div className="leading-tight">
        <label htmlFor={aria.id} className="text-sm text-slate-800">
          {label}
        </label>
        <FieldNotes controlId={aria.id} hint={hint} error={error} />
      </div>
    </div>
  );
}
