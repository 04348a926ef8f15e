import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ApiError, messageOf } from './api-client';

interface FormTarget<T extends FieldValues> {
  setError: UseFormSetError<T>;
  fields: readonly Path<T>[];
}

/**
 * Puts the server's field errors under their fields and toasts its message (or the fallback),
 * unless that message already shows under a field.
 */
export function reportFormError<T extends FieldValues>(error: unknown, fallback: string, form?: FormTarget<T>): void {
  const message = messageOf(error, fallback);
  const shown = new Set<string>();
  if (error instanceof ApiError && form !== undefined) {
    for (const field of form.fields) {
      const fieldMessage = error.fieldErrors[field];
      if (fieldMessage === undefined) continue;
      form.setError(field, { type: 'server', message: fieldMessage }, { shouldFocus: shown.size === 0 });
      shown.add(fieldMessage);
    }
  }
  if (!shown.has(message)) toast.error(message, { id: message });
}
