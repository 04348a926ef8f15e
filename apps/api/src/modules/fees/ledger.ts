import { feeMessages, type LedgerEntryKind, type PaymentMethod } from '@tutorium/contract/fees';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feeCounters, feeLedger } from '../../db/schema';
import { conflict, isCheckViolation } from '../../platform/errors';

/** The counter the receipt numbers come from: one sequence for the whole institute. */
const RECEIPT_COUNTER = 'receipt';

export interface NewLedgerEntry {
  invoiceId: string;
  kind: LedgerEntryKind;
  /** Signed: a payment is positive, a refund negative, a correction either. */
  amountMinor: number;
  method: PaymentMethod;
  reference?: string;
  note?: string;
  /** Who recorded it; null for the provider's webhook. */
  recordedBy: string | null;
  correctsId?: string;
  refundsId?: string;
  /** An online payment's or refund's id at the provider: the same one twice records one entry. */
  provider?: string;
  providerRef?: string;
  /** When it happened: now, but for the demo data's history (src/seed), written in the order it happened. */
  recordedAt?: Date;
}

export type LedgerRow = typeof feeLedger.$inferSelect;

/**
 * The next receipt number, taken in the caller's transaction: the counter's row stays locked until it
 * commits, and a rollback gives the number back, so receipts are numbered 1, 2, 3… with no gaps
 * however many payments are recorded at once.
 */
async function nextReceiptNumber(tx: Database): Promise<number> {
  const [row] = await tx
    .insert(feeCounters)
    .values({ name: RECEIPT_COUNTER, last: 1 })
    .onConflictDoUpdate({ target: feeCounters.name, set: { last: sql`${feeCounters.last} + 1` } })
    .returning({ last: feeCounters.last });
  if (!row) throw new Error('the receipt counter returned no row');
  return row.last;
}

/** Thrown inside the savepoint when the provider's reference is in the ledger already, to give the number back. */
class AlreadyRecorded extends Error {}

/**
 * Appends one entry to the ledger, in the caller's transaction (docs/product.md, "Fees"). A payment
 * takes the next receipt number. The ledger's trigger moves the invoice's sums in the same statement,
 * and the invoice's CHECK refuses an entry that would pay more than the total or take back more than
 * was paid: 409 `overpayment`, and nothing is written. Returns null when the provider's reference was
 * recorded already (the same webhook twice), the entry otherwise.
 */
export async function appendLedgerEntry(tx: Database, entry: NewLedgerEntry): Promise<LedgerRow | null> {
  try {
    // A savepoint, so a refused or repeated entry leaves the caller's transaction usable and its receipt number unused.
    return await tx.transaction(async (savepoint) => {
      const receiptNumber = entry.kind === 'payment' ? await nextReceiptNumber(savepoint) : null;
      const [row] = await savepoint
        .insert(feeLedger)
        .values({ ...entry, receiptNumber })
        .onConflictDoNothing({ target: [feeLedger.provider, feeLedger.providerRef] })
        .returning();
      if (!row) throw new AlreadyRecorded();
      return row;
    });
  } catch (error) {
    if (error instanceof AlreadyRecorded) return null;
    if (isCheckViolation(error, 'invoices_paid_check')) throw conflict('overpayment', feeMessages.overpaid);
    throw error;
  }
}
