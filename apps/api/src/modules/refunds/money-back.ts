import { feeMessages } from '@tutorium/contract/fees';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feeLedger, invoices, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { AppError, conflict, notFound } from '../../platform/errors';
import { endEnrolment, lockCourseSeats } from '../courses/public';
import { appendLedgerEntry, type LedgerRow, refundOnline } from '../fees/public';

type InvoiceRow = typeof invoices.$inferSelect;

interface LockedPayment {
  payment: LedgerRow;
  invoice: InvoiceRow;
  /** What is left to give back of the payment: its amount less its refunds, with its corrections. */
  leftMinor: number;
}

/** A ledger entry that is a payment, unlocked: for the checks made before anything is locked. */
export async function findPayment(db: Database, entryId: string): Promise<{ payment: LedgerRow; invoice: InvoiceRow }> {
  const [row] = await db
    .select({ payment: feeLedger, invoice: invoices })
    .from(feeLedger)
    .innerJoin(invoices, eq(invoices.id, feeLedger.invoiceId))
    .where(and(eq(feeLedger.id, entryId), eq(feeLedger.kind, 'payment')));
  if (!row) throw notFound(feeMessages.paymentNotFound);
  return row;
}

/** What is left of a payment to give back: its amount, less its refunds, with the corrections made to it. */
export async function leftOfPayment(db: Database, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`coalesce(sum(${feeLedger.amountMinor}), 0)::int` })
    .from(feeLedger)
    .where(or(eq(feeLedger.id, paymentId), eq(feeLedger.refundsId, paymentId), eq(feeLedger.correctsId, paymentId)));
  return row?.left ?? 0;
}

/**
 * Locks what refunding the payment changes, in the order every seat change takes them (the course's
 * seats, then the invoice), so two refunds of one payment queue, and an unenrolment or a desk payment
 * waits for the refund: what is left of the payment is then exact. 404 when it is no payment.
 */
export async function lockPayment(tx: Database, entryId: string): Promise<LockedPayment> {
  const { payment, invoice: unlocked } = await findPayment(tx, entryId);
  if (unlocked.courseId !== null) await lockCourseSeats(tx, unlocked.courseId);
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, unlocked.id)).for('update');
  if (!invoice) throw notFound(feeMessages.paymentNotFound);
  return { payment, invoice, leftMinor: await leftOfPayment(tx, payment.id) };
}

/** The answer when the provider fails a refund: nothing was given back, and nothing is recorded. */
const providerFailed =
  /*i18n*/ 'The payment provider could not make the refund, so nothing was refunded. Try again later.';

/**
 * Refunds an online payment at its provider: the provider's refund id. A refusal of ours
 * (the provider no longer set up) goes up as it is; the provider failing is answered 503, logged.
 */
async function refundThroughProvider(ctx: AppContext, payment: LedgerRow, amountMinor: number): Promise<string> {
  try {
    return (await refundOnline(ctx, payment, amountMinor)).refundRef;
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error, paymentId: payment.id }, 'the payment provider failed a refund');
    throw new AppError('UNAVAILABLE', providerFailed);
  }
}

/**
 * Gives `amountMinor` of the locked payment back, in the caller's transaction: a refund entry in the
 * ledger, in the payment's method, recorded by the admin. An online payment is refunded through its
 * provider first, and the provider's refund id is kept with the entry; should the provider refuse,
 * its error goes up and the transaction writes nothing. More than is left of the payment, or than the
 * invoice holds, is refused (409 `not_refundable`) before any money moves.
 */
export async function giveBack(
  ctx: AppContext,
  tx: Database,
  locked: LockedPayment,
  amountMinor: number,
  admin: AuthUser,
  note: string,
): Promise<LedgerRow> {
  const { payment, invoice } = locked;
  if (amountMinor <= 0 || amountMinor > locked.leftMinor || amountMinor > invoice.paidMinor) {
    throw conflict('not_refundable', feeMessages.notRefundable);
  }
  const online =
    payment.provider === null
      ? null
      : { provider: payment.provider, refundRef: await refundThroughProvider(ctx, payment, amountMinor) };
  const entry = await appendLedgerEntry(tx, {
    invoiceId: invoice.id,
    kind: 'refund',
    amountMinor: -amountMinor,
    method: payment.method,
    note,
    recordedBy: admin.id,
    refundsId: payment.id,
    ...(online ? { provider: online.provider, providerRef: online.refundRef } : {}),
  });
  if (!entry)
    throw new Error(`the provider's refund ${online?.refundRef} of payment ${payment.id} is recorded already`);
  return entry;
}

/** The student an invoice is for, to write to; null once their account is erased. */
export async function studentOf(
  db: Database,
  invoice: Pick<InvoiceRow, 'studentId'>,
): Promise<{ id: string; email: string; language: string | null } | null> {
  if (invoice.studentId === null) return null;
  const [student] = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, invoice.studentId));
  return student ?? null;
}

/** The audit entry about the invoice's student; none once their account is erased. */
export async function auditAbout(
  tx: Database,
  action: 'fee.refund_approved' | 'fee.refund_declined' | 'fee.refund_given',
  admin: AuthUser,
  invoice: Pick<InvoiceRow, 'studentId'>,
): Promise<void> {
  if (invoice.studentId !== null) await recordAudit(tx, action, admin, { id: invoice.studentId, role: 'student' });
}

/**
 * Ends the student's seat in the invoice's course when the invoice is the one still running for it (a
 * refund of an invoice closed earlier leaves a later enrolment alone). Answers whether a seat ended.
 */
export async function endRefundedSeat(ctx: AppContext, tx: Database, invoice: InvoiceRow): Promise<boolean> {
  if (invoice.cancelledAt !== null || invoice.courseId === null || invoice.studentId === null) return false;
  return endEnrolment(ctx, tx, invoice.courseId, invoice.studentId);
}
