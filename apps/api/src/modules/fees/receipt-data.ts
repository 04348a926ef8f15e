import { feeMessages } from '@tutorium/contract/fees';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { courses, feeLedger, guardianLinks, invoiceInstalments, invoices, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { canManage } from '../course-access/public';
import type { ReceiptData } from './receipt-pdf';

/** A payment's receipt, with the invoice's people: who may read it and whom it is sent to. */
export interface Receipt extends Omit<ReceiptData, 'timeZone'> {
  invoiceId: string;
  /** Null once the student's account is erased. */
  studentId: string | null;
  /** The course's teacher; null once the course is deleted. */
  instructorId: string | null;
}

const student = alias(users, 'receipt_student');
const recorder = alias(users, 'receipt_recorder');

/**
 * The receipt of the payment `entryId`, or null when there is no such entry or it is not a payment
 * (refunds and corrections have no receipt). The invoice's figures are as they stood once the payment
 * was in: every entry recorded up to it counts, later ones do not, so a receipt downloaded later
 * still says what it said when it was emailed.
 */
export async function loadReceipt(db: Database, entryId: string): Promise<Receipt | null> {
  const paidToDate = sql<number>`(
    select coalesce(sum(earlier.amount_minor), 0)::int from ${feeLedger} earlier
    where earlier.invoice_id = ${feeLedger.invoiceId} and earlier.recorded_at <= ${feeLedger.recordedAt}
  )`;
  const [row] = await db
    .select({
      invoiceId: invoices.id,
      receiptNumber: feeLedger.receiptNumber,
      paidAt: feeLedger.recordedAt,
      studentId: invoices.studentId,
      studentName: student.name,
      instructorId: courses.instructorId,
      courseTitle: invoices.courseTitle,
      currency: invoices.currency,
      amountMinor: feeLedger.amountMinor,
      method: feeLedger.method,
      reference: feeLedger.reference,
      recordedBy: recorder.name,
      totalMinor: invoices.totalMinor,
      paidToDateMinor: paidToDate,
    })
    .from(feeLedger)
    .innerJoin(invoices, eq(invoices.id, feeLedger.invoiceId))
    .leftJoin(student, eq(student.id, invoices.studentId))
    .leftJoin(recorder, eq(recorder.id, feeLedger.recordedBy))
    .leftJoin(courses, eq(courses.id, invoices.courseId))
    .where(and(eq(feeLedger.id, entryId), eq(feeLedger.kind, 'payment')));
  if (!row || row.receiptNumber === null) return null;
  return { ...row, receiptNumber: row.receiptNumber, dueMinor: row.totalMinor - row.paidToDateMinor };
}

/** The earliest instalment `paidMinor` does not cover in full: when it is due and what of it is left. */
export async function nextInstalmentDue(
  db: Database,
  invoiceId: string,
  paidMinor: number,
): Promise<{ dueDate: string; amountMinor: number } | null> {
  const parts = await db
    .select({ amountMinor: invoiceInstalments.amountMinor, dueDate: invoiceInstalments.dueDate })
    .from(invoiceInstalments)
    .where(eq(invoiceInstalments.invoiceId, invoiceId))
    .orderBy(asc(invoiceInstalments.seq));
  let covered = 0;
  for (const part of parts) {
    covered += part.amountMinor;
    if (covered > paidMinor) return { dueDate: part.dueDate, amountMinor: covered - paidMinor };
  }
  return null;
}

/** The active guardians of `studentId`: their ids, names, addresses and languages. */
export function activeGuardiansOf(db: Database, studentId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(and(eq(guardianLinks.studentId, studentId), eq(guardianLinks.state, 'active')))
    .orderBy(asc(users.name), asc(users.id));
}

async function isActiveGuardian(db: Database, guardianId: string, studentId: string): Promise<boolean> {
  const [link] = await db
    .select({ id: guardianLinks.id })
    .from(guardianLinks)
    .where(
      and(
        eq(guardianLinks.studentId, studentId),
        eq(guardianLinks.guardianId, guardianId),
        eq(guardianLinks.state, 'active'),
      ),
    );
  return link !== undefined;
}

/**
 * The receipt `user` asked to download: theirs as the invoice's student or an active guardian of
 * theirs, or as the course's teacher or an admin. 404 when the entry is no payment, 403 otherwise.
 */
export async function receiptFor(ctx: AppContext, user: AuthUser, entryId: string): Promise<ReceiptData> {
  const receipt = await loadReceipt(ctx.db, entryId);
  if (!receipt) throw notFound(feeMessages.paymentNotFound);
  const { studentId, instructorId } = receipt;
  // A deleted course's invoice is left to admins.
  const allowed =
    (instructorId === null ? user.role === 'admin' : canManage(user, { instructorId })) ||
    (studentId !== null && (studentId === user.id || (await isActiveGuardian(ctx.db, user.id, studentId))));
  if (!allowed) throw forbidden(feeMessages.notYourInvoice, 'not_your_invoice');
  return { ...receipt, timeZone: ctx.config.timeZone };
}
