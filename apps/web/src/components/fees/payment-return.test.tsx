// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { Invoice, LedgerEntry } from '@tutorium/contract/fees';
import { afterEach, describe, expect, it } from 'vitest';
import { CONFIRMATION_POLL_MS, rememberPaidBeforeCheckout, usePaymentReturn } from './payment-return';

afterEach(() => sessionStorage.clear());

const payment = (id: string, receiptNumber: number, recordedAt: string): LedgerEntry => ({
  id,
  kind: 'payment',
  amountMinor: 100_000,
  method: 'online',
  reference: '',
  note: '',
  recordedBy: null,
  recordedAt,
  receiptNumber,
  correctsId: null,
  refundsId: null,
  refundRequest: null,
  canRequestRefund: true,
});

const invoice = (paidMinor: number, entries: LedgerEntry[] = []): Invoice => ({
  id: 'invoice-1',
  course: { id: 'course-1', title: 'Physics' },
  student: null,
  currency: 'INR',
  totalMinor: 300_000,
  paidMinor,
  refundedMinor: 0,
  dueMinor: 300_000 - paidMinor,
  status: 'open',
  accessAfterPayment: true,
  seatHeldUntil: null,
  nextDue: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  instalments: [],
  entries,
  canPayOnline: true,
});

const polling = (hook: ReturnType<typeof usePaymentReturn>, invoices: Invoice[] | undefined) =>
  hook.refetchInterval({ state: { data: invoices } });

describe('usePaymentReturn', () => {
  it('shows nothing and asks nothing more without a return from the provider', () => {
    const { result } = renderHook(() => usePaymentReturn(undefined));
    expect(result.current.outcome([invoice(0)])).toEqual({ state: 'none' });
    expect(polling(result.current, [invoice(0)])).toBe(false);
  });

  it('waits, asking every 2 s, until the invoice has more paid than before the checkout, then names the receipt', () => {
    const first = payment('p1', 4, '2026-03-01T10:00:00.000Z');
    rememberPaidBeforeCheckout(invoice(100_000, [first]));
    const { result } = renderHook(() => usePaymentReturn('invoice-1'));

    expect(result.current.outcome(undefined)).toEqual({ state: 'confirming' });
    const before = [invoice(100_000, [first])];
    expect(result.current.outcome(before)).toEqual({ state: 'confirming' });
    expect(polling(result.current, before)).toBe(CONFIRMATION_POLL_MS);

    const after = [invoice(200_000, [first, payment('p2', 9, '2026-03-02T10:00:00.000Z')])];
    expect(result.current.outcome(after)).toEqual({ state: 'confirmed', receiptNumber: 9 });
    expect(polling(result.current, after)).toBe(false);
  });

  it('without a remembered amount, compares with what it first reads: the return alone never counts as paid', () => {
    const { result } = renderHook(() => usePaymentReturn('invoice-1'));
    expect(result.current.outcome([invoice(0)])).toEqual({ state: 'confirming' });
    expect(result.current.outcome([invoice(0)])).toEqual({ state: 'confirming' });
    expect(result.current.outcome([invoice(100_000, [payment('p1', 5, '2026-03-02T10:00:00.000Z')])])).toEqual({
      state: 'confirmed',
      receiptNumber: 5,
    });
  });

  it('shows nothing for an invoice the list does not hold', () => {
    const { result } = renderHook(() => usePaymentReturn('someone-elses'));
    expect(result.current.outcome([invoice(0)])).toEqual({ state: 'none' });
  });
});
