import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { type CodeFields, placeFormError, reportFormError } from './form-errors';

/** How the fields are checked before anything is sent. */
type Checking<TInput extends FieldValues, TOutput extends FieldValues> =
  | {
      /** The contract's schema for the form. */
      schema: z.ZodType<TOutput, TInput>;
      resolver?: never;
    }
  | {
      /** For a form whose inputs differ from the contract's body: a resolver over the contract's rules. */
      resolver: Resolver<TInput, unknown, TOutput>;
      schema?: never;
    };

type ContractFormOptions<TInput extends FieldValues, TOutput extends FieldValues> = Checking<TInput, TOutput> & {
  defaultValues: DefaultValues<TInput>;
  /** Shown when the server refuses without a message of its own for a field. */
  failureMessage: string;
  /** The fields the server may name in its field errors; every field of the form unless given. */
  serverFields?: readonly Path<TInput>[];
  /** Server fields the form asks for under another name (the contract's `startsAt` as the form's date). */
  serverFieldAliases?: Readonly<Record<string, Path<TInput>>>;
  /**
   * Refusals about one field, by rule code, shown under that field instead of as a toast or form
   * error: `{ email_taken: { field: 'email', message: 'An account already exists with this email' } }`.
   * The field error's `type` is the code.
   */
  failureFields?: CodeFields<TInput>;
  /**
   * Where a refusal that names no field shows: a toast, or `formError` for a form that shows it
   * above its buttons until the next try (the public forms, whose visitors may miss a toast).
   */
  failureShows?: 'toast' | 'form';
  /** The field focused when the form mounts, as in a dialog that opens on its form. */
  focusOnMount?: Path<TInput>;
};

/** What a sending takes: a TanStack mutation, or anything with its `mutateAsync`. */
interface Sender<TVariables, TData> {
  mutateAsync: (variables: TVariables) => Promise<TData>;
}

export interface ContractForm<TInput extends FieldValues, TOutput extends FieldValues>
  extends UseFormReturn<TInput, unknown, TOutput> {
  /** A field's registration with its error message, to spread on a TextField, PasswordField, … */
  field: <TName extends Path<TInput>>(
    name: TName,
    options?: RegisterOptions<TInput, TName>,
  ) => UseFormRegisterReturn<TName> & { error: string | undefined };
  /** Puts the server's field errors under their fields and shows the rest; another failure message may be given. */
  reportServerError: (error: unknown, failureMessage?: string) => void;
  /**
   * The form's submit handler: checks the fields, sends what `toVariables` makes of them, then calls
   * `onSuccess` (if any) with the answer and the values sent; a refusal is reported on the form, then passed to `onError`.
   */
  submitTo: <TVariables, TData>(
    sender: Sender<TVariables, TData>,
    toVariables: (values: TOutput) => TVariables,
    handlers?: { onSuccess?: (data: TData, values: TOutput) => void; onError?: (error: unknown) => void },
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** True from the submit until the answer has been handled. */
  submitting: boolean;
  /** The last refusal's message when `failureShows` is 'form'; null from the next send on. */
  formError: string | null;
}

/**
 * A react-hook-form form over a contract schema, with the server's answer mapped back onto it: the one
 * way the web's forms check, send and report.
 */
export function useContractForm<TInput extends FieldValues, TOutput extends FieldValues>({
  schema,
  resolver,
  defaultValues,
  failureMessage,
  serverFields,
  serverFieldAliases,
  failureFields,
  failureShows = 'toast',
  focusOnMount,
}: ContractFormOptions<TInput, TOutput>): ContractForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: resolver ?? (schema && zodResolver(schema)),
    defaultValues,
  });
  const { isSubmitting } = form.formState;
  const { setFocus } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const target = {
    setError: form.setError,
    fields: serverFields ?? (Object.keys(defaultValues) as Path<TInput>[]),
    aliases: serverFieldAliases,
    codeFields: failureFields,
  };

  useEffect(() => {
    if (focusOnMount !== undefined) setFocus(focusOnMount);
  }, [focusOnMount, setFocus]);

  const reportServerError = (error: unknown, message = failureMessage) => {
    if (failureShows === 'form') setFormError(placeFormError(error, message, target));
    else reportFormError(error, message, target);
  };

  const field: ContractForm<TInput, TOutput>['field'] = (name, options) => ({
    ...form.register(name, options),
    // Passing formState makes the render subscribe to the field's errors.
    error: form.getFieldState(name, form.formState).error?.message,
  });

  const submitTo: ContractForm<TInput, TOutput>['submitTo'] = (sender, toVariables, { onSuccess, onError } = {}) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      let data: Awaited<ReturnType<typeof sender.mutateAsync>>;
      try {
        data = await sender.mutateAsync(toVariables(values));
      } catch (error) {
        reportServerError(error);
        onError?.(error);
        return;
      }
      onSuccess?.(data, values);
    });

  return { ...form, field, reportServerError, submitTo, submitting: isSubmitting, formError };
}
