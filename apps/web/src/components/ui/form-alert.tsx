import { AlertCircle } from 'lucide-react';
import { contractText } from '../../lib/contract-text';

/**
 * A form-wide error (a refusal that names no field), announced as it appears; a contract text (a
 * fallback, `messages.*`) is drawn in the active language.
 */
export function FormAlert({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {contractText(message)}
    </p>
  );
}
