import { courseMessages } from '@tutorium/contract/courses';
import {
  type correctionBodySchema,
  type deskPaymentBodySchema,
  feeMessages,
  type Invoice,
} from '@tutorium/contract/fees';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { feeLedger, invoices } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { managesInvoiceCourse } from './invoice-reads';
import { readInvoice } from './invoice-view';
import { appendLedgerEntry } from './ledger';
import { sendReceiptEmails } from './receipts';

type DeskPayment = z.output<typeof deskPaymentBodySchema>;
type Correction = z.output<typeof correctionBodySchema>;

/**
 * The invoice, locked for the rest of the transaction so that closing it (an unenrolment) waits for
 * the entry, and the caller's right to keep its course's fees: 404 unknown, 403 another teacher's.
 */
async function lockManagedInvoice(tx: Database, user: AuthUser, invoiceId: string) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!invoice) throw notFound(feeMessages.invoiceNotFound);
  if (!(await managesInvoiceCourse(tx, user, invoice)))
    throw forbidden(courseMessages.notYourCourse, 'not_your_course');
  return invoice;
}

/** The student an entry is about, for the audit log; none once their account is erased. */
const auditAbout = async (
  tx: Database,
  action: 'fee.payment_recorded' | 'fee.entry_corrected',
  user: AuthUser,
  studentId: string | null,
) => {
  if (studentId !== null) await recordAudit(tx, action, user, { id: studentId, role: 'student' });
};

/**
 * Records a payment taken at the desk (docs/product.md, "Fees"), by the course's teacher or an admin,
 * in one transaction: the ledger entry with its receipt number, the audit entry and the receipt email.
 * The database refuses a payment beyond what is owed, however many are recorded at once (409
 * `overpayment`), and then nothing is written, the receipt number included.
 */
export async function recordDeskPayment(
  ctx: AppContext,
  user: AuthUser,
  invoiceId: string,
  body: DeskPayment,
): Promise<Invoice> {
  return ctx.db.transaction(async (tx) => {
    const invoice = await lockManagedInvoice(tx, user, invoiceId);
    if (invoice.cancelledAt !== null) throw conflict('invoice_cancelled', feeMessages.invoiceClosed);
    const entry = await appendLedgerEntry(tx, {
      invoiceId,
      kind: 'payment',
      amountMinor: body.amountMinor,
      method: body.method,
      reference: body.reference,
      note: body.note,
      recordedBy: user.id,
    });
    if (!entry) throw new Error('a desk payment has no provider reference, so it is never a repeat');
    await auditAbout(tx, 'fee.payment_recorded', user, invoice.studentId);
    await sendReceiptEmails(ctx, tx, entry.id);
    return readInvoice(ctx, tx, user, invoiceId);
  });
}

/**
 * Puts a ledger entry right with a new one (entries are never edited): a signed amount, in the
 * corrected entry's method, with the note saying why. A correction may not take what was paid below
 * nothing or above the total: the database refuses it (409 `overpayment`) and nothing is written.
 */
export async function correctEntry(
  ctx: AppContext,
  user: AuthUser,
  entryId: string,
  body: Correction,
): Promise<Invoice> {
  return ctx.db.transaction(async (tx) => {
    const [corrected] = await tx
      .select({ invoiceId: feeLedger.invoiceId, method: feeLedger.method })
      .from(feeLedger)
      .where(eq(feeLedger.id, entryId));
    if (!corrected) throw notFound(feeMessages.paymentNotFound);
    const invoice = await lockManagedInvoice(tx, user, corrected.invoiceId);
    await appendLedgerEntry(tx, {
      invoiceId: invoice.id,
      kind: 'correction',
      amountMinor: body.amountMinor,
      method: corrected.method,
      note: body.note,
      recordedBy: user.id,
      correctsId: entryId,
    });
    await auditAbout(tx, 'fee.entry_corrected', user, invoice.studentId);
    return readInvoice(ctx, tx, user, invoice.id);
  });
}
