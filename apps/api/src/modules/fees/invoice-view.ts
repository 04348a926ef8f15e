import {
  feeMessages,
  type Instalment,
  type Invoice,
  type InvoiceStatus,
  type LedgerEntry,
  REFUND_WINDOW_DAYS,
} from '@tutorium/contract/fees';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feeLedger, guardianLinks, invoiceInstalments, invoices, refundRequests, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { todayIn } from '../../platform/time-zone';

export type InvoiceRow = typeof invoices.$inferSelect;
type InstalmentRow = typeof invoiceInstalments.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who reads an invoice: what the view needs to say what they may do with it. */
type InvoiceViewer = Pick<AuthUser, 'id' | 'role'>;

const invoiceStatusOf = (row: Pick<InvoiceRow, 'cancelledAt' | 'paidMinor' | 'totalMinor'>): InvoiceStatus => {
  if (row.cancelledAt !== null) return 'cancelled';
  return row.paidMinor >= row.totalMinor ? 'paid' : 'open';
};

/**
 * The instalments as the invoice's payments cover them: what was paid covers the first part first, so
 * a part is paid once it and every earlier one are covered. A part not covered is overdue once its due
 * date has passed in the institute's time zone, and cancelled with the invoice.
 */
export function coverInstalments(
  row: Pick<InvoiceRow, 'cancelledAt' | 'paidMinor'>,
  parts: readonly Pick<InstalmentRow, 'seq' | 'amountMinor' | 'dueDate'>[],
  today: string,
): Instalment[] {
  let left = Math.max(row.paidMinor, 0);
  return [...parts]
    .sort((a, b) => a.seq - b.seq)
    .map((part) => {
      const paidMinor = Math.min(part.amountMinor, left);
      left -= paidMinor;
      const status =
        paidMinor === part.amountMinor
          ? 'paid'
          : row.cancelledAt !== null
            ? 'cancelled'
            : part.dueDate < today
              ? 'overdue'
              : 'due';
      return { seq: part.seq, amountMinor: part.amountMinor, dueDate: part.dueDate, paidMinor, status };
    });
}

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
};

/**
 * The contract's `Invoice` for each row, in the rows' order, as `viewer` reads it: four queries
 * whatever the number of invoices (students, instalments, ledger entries with their refund requests,
 * the viewer's active guardian links). Who may read them is the caller's business.
 */
export async function invoiceViews(
  ctx: AppContext,
  db: Database,
  viewer: InvoiceViewer,
  rows: readonly InvoiceRow[],
): Promise<Invoice[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const studentIds = [...new Set(rows.flatMap((row) => (row.studentId === null ? [] : [row.studentId])))];
  // One after another: in a transaction the queries share one connection, which runs one at a time.
  const students =
    studentIds.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, studentIds));
  const parts = await db
    .select()
    .from(invoiceInstalments)
    .where(inArray(invoiceInstalments.invoiceId, ids))
    .orderBy(asc(invoiceInstalments.seq));
  const entries = await db
    .select({
      entry: feeLedger,
      recordedByName: users.name,
      refundRequestId: refundRequests.id,
      refundRequestState: refundRequests.state,
    })
    .from(feeLedger)
    .leftJoin(users, eq(users.id, feeLedger.recordedBy))
    .leftJoin(refundRequests, eq(refundRequests.paymentId, feeLedger.id))
    .where(inArray(feeLedger.invoiceId, ids))
    .orderBy(asc(feeLedger.recordedAt), asc(feeLedger.receiptNumber), asc(feeLedger.id));
  // Paying online is offered to the student and their guardians; nobody else needs the links read.
  const guardedIds =
    ctx.config.stripe === undefined || studentIds.length === 0
      ? []
      : await db
          .select({ studentId: guardianLinks.studentId })
          .from(guardianLinks)
          .where(
            and(
              eq(guardianLinks.guardianId, viewer.id),
              eq(guardianLinks.state, 'active'),
              inArray(guardianLinks.studentId, studentIds),
            ),
          );
  const studentsById = new Map(students.map((student) => [student.id, student]));
  const partsByInvoice = groupBy(parts, (part) => part.invoiceId);
  const entriesByInvoice = groupBy(entries, (row) => row.entry.invoiceId);
  const guarded = new Set(guardedIds.map((link) => link.studentId));
  const now = ctx.now();
  const today = todayIn(ctx.config.timeZone, now);
  const refundWindowStart = now.getTime() - REFUND_WINDOW_DAYS * DAY_MS;

  return rows.map((row): Invoice => {
    const status = invoiceStatusOf(row);
    const instalments = coverInstalments(row, partsByInvoice.get(row.id) ?? [], today);
    const next = status === 'cancelled' ? undefined : instalments.find((part) => part.paidMinor < part.amountMinor);
    const invoiceEntries = entriesByInvoice.get(row.id) ?? [];
    // What each payment already gave back: a payment refunded in full has nothing left to ask for.
    const refundedOf = new Map<string, number>();
    for (const { entry } of invoiceEntries) {
      if (entry.kind === 'refund' && entry.refundsId !== null) {
        refundedOf.set(entry.refundsId, (refundedOf.get(entry.refundsId) ?? 0) - entry.amountMinor);
      }
    }
    const isStudent = row.studentId !== null && row.studentId === viewer.id;
    const student = row.studentId === null ? undefined : studentsById.get(row.studentId);
    return {
      id: row.id,
      course: { id: row.courseId, title: row.courseTitle },
      student: student ? { id: student.id, name: student.name, email: student.email } : null,
      currency: row.currency,
      totalMinor: row.totalMinor,
      paidMinor: row.paidMinor,
      refundedMinor: row.refundedMinor,
      dueMinor: status === 'cancelled' ? 0 : Math.max(row.totalMinor - row.paidMinor, 0),
      status,
      accessAfterPayment: row.accessAfterPayment,
      seatHeldUntil: row.seatHeldUntil?.toISOString() ?? null,
      nextDue: next ? { dueDate: next.dueDate, amountMinor: next.amountMinor - next.paidMinor } : null,
      createdAt: row.createdAt.toISOString(),
      instalments,
      entries: invoiceEntries.map(({ entry, recordedByName, refundRequestId, refundRequestState }): LedgerEntry => {
        const refundRequest =
          refundRequestId !== null && refundRequestState !== null
            ? { id: refundRequestId, state: refundRequestState }
            : null;
        return {
          id: entry.id,
          kind: entry.kind,
          amountMinor: entry.amountMinor,
          method: entry.method,
          reference: entry.reference,
          note: entry.note,
          recordedBy:
            entry.recordedBy !== null && recordedByName !== null
              ? { id: entry.recordedBy, name: recordedByName }
              : null,
          recordedAt: entry.recordedAt.toISOString(),
          receiptNumber: entry.receiptNumber,
          correctsId: entry.correctsId,
          refundsId: entry.refundsId,
          refundRequest,
          canRequestRefund:
            isStudent &&
            entry.kind === 'payment' &&
            entry.recordedAt.getTime() >= refundWindowStart &&
            refundRequest === null &&
            row.paidMinor > 0 &&
            (refundedOf.get(entry.id) ?? 0) < entry.amountMinor,
        };
      }),
      canPayOnline:
        ctx.config.stripe !== undefined &&
        status === 'open' &&
        (isStudent || (row.studentId !== null && guarded.has(row.studentId))),
    };
  });
}

/**
 * One invoice as `viewer` reads it, for the fee files that answer with it (desk payments, receipts,
 * online payments, refunds), in their transaction when they pass one. 404 for an unknown id; who may
 * read it is the caller's business.
 */
export async function readInvoice(
  ctx: AppContext,
  db: Database,
  viewer: InvoiceViewer,
  invoiceId: string,
): Promise<Invoice> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) throw notFound(feeMessages.invoiceNotFound);
  const [view] = await invoiceViews(ctx, db, viewer, [row]);
  if (!view) throw notFound(feeMessages.invoiceNotFound);
  return view;
}
