import type { Invoice } from '@tutorium/contract/fees';
import { asc, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { emailOutbox, feeCounters, feeLedger, invoices } from '../../src/db/schema';
import { enrolIn } from '../helpers/courses';
import { json, send, type TestApp, type TestUser } from '../helpers/test-app';

/** The student's running invoice for the course, as they read it. */
export async function invoiceOf(t: TestApp, student: TestUser, courseId: string): Promise<Invoice> {
  const response = await send(t, 'GET', '/api/students/me/invoices', { as: student });
  if (response.statusCode !== 200) throw new Error(`invoices not read: ${response.body}`);
  const invoice = json<{ data: Invoice[] }>(response).data.find(
    (item) => item.course.id === courseId && item.status !== 'cancelled',
  );
  if (!invoice) throw new Error(`no running invoice for course ${courseId}`);
  return invoice;
}

/** Enrols the student and answers the invoice that opened. */
export async function enrolAndInvoice(t: TestApp, student: TestUser, courseId: string): Promise<Invoice> {
  const enrolled = await enrolIn(t, student, courseId);
  if (enrolled.statusCode !== 201) throw new Error(`enrolment refused: ${enrolled.body}`);
  return invoiceOf(t, student, courseId);
}

export function pay(
  t: TestApp,
  as: TestUser,
  invoiceId: string,
  payload: { amountMinor: number; method?: string; reference?: string; note?: string },
): Promise<LightMyRequestResponse> {
  return send(t, 'POST', `/api/invoices/${invoiceId}/payments`, { as, payload: { method: 'cash', ...payload } });
}

/** What a refused fee write must leave as it was: the ledger, the receipt counter, the outbox, the invoices' sums. */
export async function writtenState(t: TestApp) {
  const [[ledger], counters, [outbox], sums] = await Promise.all([
    t.db.select({ n: count() }).from(feeLedger),
    t.db.select().from(feeCounters),
    t.db.select({ n: count() }).from(emailOutbox),
    t.db
      .select({ id: invoices.id, paid: invoices.paidMinor, refunded: invoices.refundedMinor })
      .from(invoices)
      .orderBy(asc(invoices.id)),
  ]);
  return { ledger: ledger?.n, counters, outbox: outbox?.n, sums };
}

export async function ledgerOf(t: TestApp, invoiceId: string) {
  return t.db
    .select()
    .from(feeLedger)
    .where(eq(feeLedger.invoiceId, invoiceId))
    .orderBy(asc(feeLedger.recordedAt), asc(feeLedger.receiptNumber));
}
