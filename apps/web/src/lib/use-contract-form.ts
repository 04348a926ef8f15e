import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { reportFormError } from './form-errors';

interface ContractFormOptions<TInput extends FieldValues, TOutput extends FieldValues> {
  /** The contract's schema for the form: it checks the fields before anything is sent. */
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** Toasted when the server refuses without a message of its own for a field. */
  failureMessage: string;
  /** The fields the server may name in its field errors; every field of the form unless given. */
  serverFields?: readonly Path<TInput>[];
}

/** What a sending takes: a TanStack mutation, or anything with its `mutateAsync`. */
interface Sender<TVariables, TData> {
  mutateAsync: (variables: TVariables) => Promise<TData>;
}

export interface ContractForm<TInput extends FieldValues, TOutput extends FieldValues>
  extends UseFormReturn<TInput, unknown, TOutput> {
  /** A field's registration with its error message, to spread on a TextField, PasswordField, … */
  field: <TName extends Path<TInput>>(name: TName) => UseFormRegisterReturn<TName> & { error: string | undefined };
  /** Puts the server's field errors under their fields and toasts the rest. */
  reportServerError: (error: unknown) => void;
  /**
   * The form's submit handler: checks the fields, sends what `toVariables` makes of them, then calls
   * `onSuccess` with the answer and the values sent; a refusal is reported on the form, then passed to `onError`.
   */
  submitTo: <TVariables, TData>(
    sender: Sender<TVariables, TData>,
    toVariables: (values: TOutput) => TVariables,
    handlers: { onSuccess: (data: TData, values: TOutput) => void; onError?: (error: unknown) => void },
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** True from the submit until the answer has been handled. */
  submitting: boolean;
}

/**
 * A react-hook-form form over a contract schema, with the server's answer mapped back onto it: the one
 * way the web's forms check, send and report.
 */
export function useContractForm<TInput extends FieldValues, TOutput extends FieldValues>({
  schema,
  defaultValues,
  failureMessage,
  serverFields,
}: ContractFormOptions<TInput, TOutput>): ContractForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues });
  const { isSubmitting } = form.formState;
  const fields = serverFields ?? (Object.keys(defaultValues) as Path<TInput>[]);

  const reportServerError = (error: unknown) =>
    reportFormError(error, failureMessage, { setError: form.setError, fields });

  const field = <TName extends Path<TInput>>(name: TName) => ({
    ...form.register(name),
    // Passing formState makes the render subscribe to the field's errors.
    error: form.getFieldState(name, form.formState).error?.message,
  });

  const submitTo: ContractForm<TInput, TOutput>['submitTo'] = (sender, toVariables, { onSuccess, onError }) =>
    form.handleSubmit(async (values) => {
      let data: Awaited<ReturnType<typeof sender.mutateAsync>>;
      try {
        data = await sender.mutateAsync(toVariables(values));
      } catch (error) {
        reportServerError(error);
        onError?.(error);
        return;
      }
      onSuccess(data, values);
    });

  return { ...form, field, reportServerError, submitTo, submitting: isSubmitting };
}
