import type { RuleErrorCode } from '@tutorium/contract/error-codes';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ApiError, messageOf } from './api-client';
import { contractText } from './contract-text';

export interface FormTarget<T extends FieldValues> {
  setError: UseFormSetError<T>;
  fields: readonly Path<T>[];
  /** A server field's name and the form field that carries it, where the two differ. */
  aliases?: Readonly<Record<string, Path<T>>>;
  /** Refusals that are about one field, by their rule code: shown under it, in the form's own words if given. */
  codeFields?: CodeFields<T>;
}

/** A rule code and the field its refusal is about (the reset code, the email already taken). */
export type CodeFields<T extends FieldValues> = Readonly<
  Partial<Record<RuleErrorCode, { field: Path<T>; message?: string }>>
>;

/**
 * Puts the server's field errors under their fields (focusing the first) and returns its message
 * (or the fallback) for the form to show, or null when that message already shows under a field.
 */
export function placeFormError<T extends FieldValues>(
  error: unknown,
  fallback: string,
  form: FormTarget<T>,
): string | null {
  // The fallback is often a contract text (an endpoint's fallbackMessage, `messages.*`): read in the active language.
  const message = messageOf(error, contractText(fallback));
  const shown = new Set<string>();
  if (error instanceof ApiError) {
    const { code } = error;
    // A general code is never a key: the cast only lets it miss.
    const about = code === null ? undefined : form.codeFields?.[code as RuleErrorCode];
    if (code !== null && about !== undefined) {
      // The error's type is its code, so the screen can add what the rule offers (a link to sign in).
      form.setError(about.field, { type: code, message: about.message ?? message }, { shouldFocus: true });
      return null;
    }
    const targets: [string, Path<T>][] = [
      ...form.fields.map((field): [string, Path<T>] => [field, field]),
      ...Object.entries(form.aliases ?? {}),
    ];
    for (const [serverField, field] of targets) {
      const fieldMessage = error.fieldErrors[serverField];
      if (fieldMessage === undefined) continue;
      form.setError(field, { type: 'server', message: fieldMessage }, { shouldFocus: shown.size === 0 });
      shown.add(fieldMessage);
    }
  }
  return shown.has(message) ? null : message;
}

/**
 * Puts the server's field errors under their fields and toasts its message (or the fallback),
 * unless that message already shows under a field.
 */
export function reportFormError<T extends FieldValues>(error: unknown, fallback: string, form?: FormTarget<T>): void {
  const message = form === undefined ? messageOf(error, fallback) : placeFormError(error, fallback, form);
  if (message !== null) toast.error(message, { id: message });
}
