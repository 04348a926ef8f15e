import { and, asc, eq, isNull } from 'drizzle-orm';
import { feeLedger, invoiceInstalments, invoices } from '../../src/db/schema';
import { appendLedgerEntry, type NewLedgerEntry } from '../../src/modules/fees/public';
import { enrolIn } from '../helpers/courses';
import type { TestApp, TestUser } from '../helpers/test-app';

/** Enrols the student through the API and answers the id of the invoice that opened. */
export async function enrolForInvoice(t: TestApp, student: TestUser, courseId: string): Promise<string> {
  const response = await enrolIn(t, student, courseId);
  if (response.statusCode !== 201) throw new Error(`enrolment refused: ${response.body}`);
  const [invoice] = await t.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.studentId, student.id), eq(invoices.courseId, courseId), isNull(invoices.cancelledAt)));
  if (!invoice) throw new Error('no invoice opened');
  return invoice.id;
}

/** One ledger entry through the fees module, as a desk payment, a refund or a correction records it. */
export async function record(
  t: TestApp,
  entry: Omit<NewLedgerEntry, 'method' | 'recordedBy'> & { method?: NewLedgerEntry['method'] },
): Promise<string> {
  const row = await t.db.transaction((tx) => appendLedgerEntry(tx, { method: 'cash', recordedBy: null, ...entry }));
  if (!row) throw new Error('entry not recorded');
  return row.id;
}

/** A payment dated `recordedAt`, written straight into the ledger (the module stamps entries with now). */
export async function recordAt(
  t: TestApp,
  entry: {
    invoiceId: string;
    kind: NewLedgerEntry['kind'];
    amountMinor: number;
    recordedAt: Date;
    receiptNumber?: number;
    refundsId?: string;
    correctsId?: string;
  },
): Promise<string> {
  const [row] = await t.db
    .insert(feeLedger)
    .values({ method: 'cash', ...entry })
    .returning({ id: feeLedger.id });
  if (!row) throw new Error('entry not recorded');
  return row.id;
}

/** Moves an invoice's instalment `seq` to another due date (instalments are not append-only). */
export async function setDueDate(t: TestApp, invoiceId: string, seq: number, dueDate: string): Promise<void> {
  await t.db
    .update(invoiceInstalments)
    .set({ dueDate })
    .where(and(eq(invoiceInstalments.invoiceId, invoiceId), eq(invoiceInstalments.seq, seq)));
}

export function instalmentsOf(t: TestApp, invoiceId: string) {
  return t.db
    .select()
    .from(invoiceInstalments)
    .where(eq(invoiceInstalments.invoiceId, invoiceId))
    .orderBy(asc(invoiceInstalments.seq));
}
