import { deskPaymentBodySchema } from '@tutorium/contract/fees';
import { describe, expect, it } from 'vitest';
import { type AmountWords, amountFormResolver, parseAmount } from './amount-form';

const words: AmountWords = {
  missing: 'Enter the amount',
  not_a_number: 'Enter the amount as a number',
  too_many_decimals: 'Too many decimals',
};

describe('parseAmount', () => {
  it('turns major units into whole minor units of the currency', () => {
    expect(parseAmount('1250.50', 'INR')).toEqual({ minor: 125_050 });
    expect(parseAmount('1,25,000', 'INR')).toEqual({ minor: 12_500_000 });
    expect(parseAmount(' 0.1 ', 'INR')).toEqual({ minor: 10 });
    expect(parseAmount('.5', 'USD')).toEqual({ minor: 50 });
    expect(parseAmount('19.99', 'USD')).toEqual({ minor: 1999 });
    expect(parseAmount('1500', 'JPY')).toEqual({ minor: 1500 });
  });

  it('refuses more decimals than the currency has, rather than rounding', () => {
    expect(parseAmount('10.005', 'INR')).toEqual({ problem: 'too_many_decimals' });
    expect(parseAmount('1500.5', 'JPY')).toEqual({ problem: 'too_many_decimals' });
    // Trailing zeros say nothing more.
    expect(parseAmount('10.500', 'INR')).toEqual({ minor: 1050 });
  });

  it('refuses what is not an amount, and a sign unless the amount is signed', () => {
    expect(parseAmount('', 'INR')).toEqual({ problem: 'missing' });
    expect(parseAmount('   ', 'INR')).toEqual({ problem: 'missing' });
    expect(parseAmount('12abc', 'INR')).toEqual({ problem: 'not_a_number' });
    expect(parseAmount('1e3', 'INR')).toEqual({ problem: 'not_a_number' });
    expect(parseAmount('1.2.3', 'INR')).toEqual({ problem: 'not_a_number' });
    expect(parseAmount('-500', 'INR')).toEqual({ problem: 'not_a_number' });
    expect(parseAmount('-500', 'INR', { signed: true })).toEqual({ minor: -50_000 });
    expect(parseAmount('-0.255', 'INR', { signed: true })).toEqual({ problem: 'too_many_decimals' });
  });
});

describe('amountFormResolver', () => {
  const resolve = amountFormResolver({
    currency: 'INR',
    words,
    schema: deskPaymentBodySchema,
    bodyOf: (values: { amount: string; method: string; reference: string; note: string }, amountMinor) => ({
      ...values,
      amountMinor,
    }),
  });
  const run = (values: { amount: string; method: string; reference: string; note: string }) =>
    resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it("sends the contract's body, the amount in minor units", async () => {
    const result = await run({ amount: '1250.50', method: 'upi', reference: ' UTR 42 ', note: '' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ amountMinor: 125_050, method: 'upi', reference: 'UTR 42', note: '' });
  });

  it('puts the conversion problem and the schema issues under their fields', async () => {
    const result = await run({ amount: '12.345', method: 'card', reference: '', note: '' });
    expect(result.values).toEqual({});
    expect(result.errors.amount?.message).toBe('Too many decimals');
    expect(result.errors.method?.message).toBe('Choose how it was paid');
  });

  it("shows the schema's own words for an amount it refuses after conversion", async () => {
    const zero = await run({ amount: '0', method: 'cash', reference: '', note: '' });
    expect(zero.errors.amount?.message).toBe('Amount must be more than zero');
    const missing = await run({ amount: '', method: 'cash', reference: '', note: '' });
    expect(missing.errors.amount?.message).toBe('Enter the amount');
  });

  it('leaves a blank amount out where it is optional', async () => {
    const optional = amountFormResolver({
      currency: 'INR',
      words,
      schema: deskPaymentBodySchema.partial({ amountMinor: true }),
      optional: true,
      bodyOf: (values: { amount: string; method: string; reference: string; note: string }, amountMinor) => ({
        ...values,
        amountMinor,
      }),
    });
    const result = await optional({ amount: '', method: 'cash', reference: '', note: '' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ method: 'cash', reference: '', note: '' });
  });
});
