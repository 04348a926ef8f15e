import { type ComponentProps, useId } from 'react';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  label: string;
  hint?: string;
  error?: string;
};

export function CheckboxField({ label, hint, error, id, className, ...props }: CheckboxFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={['flex items-start gap-2', className].filter(Boolean).join(' ')}>
      <input
        {...props}
        id={controlId}
        type="checkbox"
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        className="mt-0.5 size-4 rounded border-slate-400 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
      />
      <div className="leading-tight">
        <label htmlFor={controlId} className="text-sm text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
