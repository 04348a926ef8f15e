import { type ReactNode, useId } from 'react';
import { contractText } from '../../lib/contract-text';

interface ControlAria {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/** The attributes that tie a control to its hint and error, which `FieldNotes` shows under it. */
export function useControlAria({ id, hint, error }: { id?: string; hint?: string; error?: string }): ControlAria {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const describedBy = [hint && `${controlId}-hint`, error && `${controlId}-error`].filter(Boolean).join(' ');
  return { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/**
 * A control's hint and error, under the ids its `useControlAria` attributes name. The error is often a
 * contract schema's validation message, written in English: it is drawn in the active language.
 */
export function FieldNotes({ controlId, hint, error }: { controlId: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${controlId}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} className="text-sm text-red-700">
          {contractText(error)}
        </p>
      )}
    </>
  );
}

interface FieldProps {
  label: string;
  hint?: string;
  error?: string;
  id?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (aria: ControlAria) => ReactNode;
}

export function Field({ label, hint, error, id, children }: FieldProps) {
  const aria = useControlAria({ id, hint, error });
  return (
    <div className="space-y-1.5">
      <label htmlFor={aria.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(aria)}
      <FieldNotes controlId={aria.id} hint={hint} error={error} />
    </div>
  );
}
