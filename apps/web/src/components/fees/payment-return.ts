import type { Invoice } from '@tutorium/contract/fees';
import { useRef } from 'react';

/** How often the invoices are asked for again while the provider's word on a payment is awaited. */
export const CONFIRMATION_POLL_MS = 2000;

const storageKey = (invoiceId: string) => `tutorium.checkout.${invoiceId}`;

/** Keeps what the invoice had paid before the checkout, for the return to compare with. */
export function rememberPaidBeforeCheckout(invoice: Invoice): void {
  try {
    sessionStorage.setItem(storageKey(invoice.id), String(invoice.paidMinor));
  } catch {
    // Storage can be off (private mode): the return then compares with what it first reads.
  }
}

function paidBeforeCheckout(invoiceId: string): number | undefined {
  try {
    const stored = sessionStorage.getItem(storageKey(invoiceId));
    const paid = stored === null ? Number.NaN : Number(stored);
    return Number.isInteger(paid) ? paid : undefined;
  } catch {
    return undefined;
  }
}

/** What the return from the provider's checkout page shows: nothing, the wait, or the payment with its receipt. */
export type PaymentReturn =
  | { state: 'none' }
  | { state: 'confirming' }
  | { state: 'confirmed'; receiptNumber: number | null };

/** The newest payment of the invoice: the one the provider's word recorded. */
function newestPayment(invoice: Invoice) {
  return invoice.entries
    .filter((entry) => entry.kind === 'payment')
    .reduce<Invoice['entries'][number] | undefined>(
      (newest, entry) => (newest === undefined || entry.recordedAt > newest.recordedAt ? entry : newest),
      undefined,
    );
}

/**
 * The return from the provider's checkout page (`?paid=<invoiceId>`). Coming back says nothing about
 * the money: only the provider's webhook records a payment, so the invoice counts as paid once its
 * `paidMinor` has grown past what it was before the checkout, and until then the screen asks again
 * every CONFIRMATION_POLL_MS (`refetchInterval`, for the invoices' query).
 */
export function usePaymentReturn(invoiceId: string | undefined) {
  const before = useRef<number | undefined>(invoiceId === undefined ? undefined : paidBeforeCheckout(invoiceId));

  const outcome = (invoices: readonly Invoice[] | undefined): PaymentReturn => {
    if (invoiceId === undefined) return { state: 'none' };
    if (invoices === undefined) return { state: 'confirming' };
    const invoice = invoices.find((candidate) => candidate.id === invoiceId);
    if (invoice === undefined) return { state: 'none' };
    before.current ??= invoice.paidMinor;
    if (invoice.paidMinor <= before.current) return { state: 'confirming' };
    return { state: 'confirmed', receiptNumber: newestPayment(invoice)?.receiptNumber ?? null };
  };

  return {
    outcome,
    refetchInterval: (query: { state: { data: readonly Invoice[] | undefined } }) =>
      outcome(query.state.data).state === 'confirming' ? CONFIRMATION_POLL_MS : false,
  };
}
