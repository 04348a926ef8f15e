import { toMinorUnits } from '@tutorium/contract/fees';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Why an amount typed in major units cannot be sent. */
type AmountProblem = 'missing' | 'not_a_number' | 'too_many_decimals';

type ParsedAmount = { minor: number } | { problem: AmountProblem };

/** What the form says for each problem, in the reader's language. */
export type AmountWords = Readonly<Record<AmountProblem, string>>;

/** Spaces and group separators people type ("1,25,000"), which say nothing about the amount. */
const GROUPING = /[\s,]/g;

/**
 * An amount the desk typed in major units ("1250.50") as whole minor units of `currency`, refusing
 * more decimals than the currency has (money is never rounded on the way in). A correction is
 * `signed`: it may take money off.
 */
export function parseAmount(typed: string, currency: string, { signed = false } = {}): ParsedAmount {
  const plain = typed.replace(GROUPING, '');
  if (plain === '') return { problem: 'missing' };
  const shape = signed ? /^-?(\d+(\.\d*)?|\.\d+)$/ : /^(\d+(\.\d*)?|\.\d+)$/;
  if (!shape.test(plain)) return { problem: 'not_a_number' };
  const minor = toMinorUnits(Number(plain), currency);
  return minor === null ? { problem: 'too_many_decimals' } : { minor };
}

interface AmountFormSettings<TValues extends FieldValues & { amount: string }, TBody> {
  currency: string;
  words: AmountWords;
  /** The contract's body schema, checked after the amount is converted. */
  schema: z.ZodType<TBody>;
  /** The body the schema checks: the form's other fields and the amount in minor units (undefined when left out). */
  bodyOf: (values: TValues, amountMinor: number | undefined) => unknown;
  signed?: boolean;
  /** A blank amount is left out of the body (an admin's refund of the whole payment). */
  optional?: boolean;
}

/**
 * Checks a money form whose amount is typed in major units: the amount is converted with the
 * contract's `toMinorUnits`, then the whole body is checked with the contract's schema, and each
 * issue is shown under the field it is about (the body's `amountMinor` under the typed amount).
 */
export function amountFormResolver<TValues extends FieldValues & { amount: string }, TBody extends FieldValues>({
  currency,
  words,
  schema,
  bodyOf,
  signed = false,
  optional = false,
}: AmountFormSettings<TValues, TBody>): Resolver<TValues, unknown, TBody> {
  return async (values) => {
    const parsed = parseAmount(values.amount, currency, { signed });
    const skipped = optional && 'problem' in parsed && parsed.problem === 'missing';
    const errors: Record<string, FieldError> = {};
    if ('problem' in parsed && !skipped) errors.amount = { type: parsed.problem, message: words[parsed.problem] };
    const amountMinor = 'minor' in parsed ? parsed.minor : undefined;
    const checked = await schema.safeParseAsync(bodyOf(values, amountMinor));
    if (checked.success && Object.keys(errors).length === 0) return { values: checked.data, errors: {} };
    for (const issue of checked.success ? [] : checked.error.issues) {
      const [field] = issue.path;
      if (typeof field !== 'string') continue;
      const name = field === 'amountMinor' ? 'amount' : field;
      // A missing amount is the words' to explain; the schema's "must be a number" would say less.
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
