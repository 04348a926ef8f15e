import { AlertCircle } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, messageOf } from '../../../lib/api-client';

/**
 * A failed send on a public form: the server's field errors go under their fields, and its message
 * (a rate limit, say) shows above the buttons until the next try. `aliases` maps a server field to
 * the form field that carries it, where the two differ.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: Readonly<Record<string, Path<T>>> = {},
) {
  const [formError, setFormError] = useState<string | null>(null);

  const report = useCallback(
    (error: unknown, fallback: string) => {
      const message = messageOf(error, fallback);
      const shown = new Set<string>();
      if (error instanceof ApiError) {
        for (const [serverField, fieldMessage] of Object.entries(error.fieldErrors)) {
          const field = aliases[serverField] ?? fields.find((name) => name === serverField);
          if (field === undefined) continue;
          setError(field, { type: 'server', message: fieldMessage }, { shouldFocus: shown.size === 0 });
          shown.add(fieldMessage);
        }
      }
      setFormError(shown.has(message) ? null : message);
    },
    [setError, fields, aliases],
  );

  const clear = useCallback(() => setFormError(null), []);

  return { formError, report, clear };
}

/** The form-wide error, announced as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}
