import { type ComponentProps, useId } from 'react';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & { label: string };

export function CheckboxField({ label, id, className, ...props }: CheckboxFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return (
    <div className={['flex items-center gap-2', className].filter(Boolean).join(' ')}>
      <input
        {...props}
        id={controlId}
        type="checkbox"
        className="size-4 rounded border-slate-400 text-indigo-600 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
      />
      <label htmlFor={controlId} className="text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}
