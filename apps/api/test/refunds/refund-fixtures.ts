import type { RefundRequest } from '@tutorium/contract/fees';
import { asc, count, eq, max } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog, emailOutbox, enrolments, feeLedger, refundRequests } from '../../src/db/schema';
import { ledgerOf, pay } from '../fees/fee-fixtures';
import { json, send, type TestApp, type TestUser } from '../helpers/test-app';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Records a desk payment as `by` and answers its ledger entry's id. */
export async function payAtDesk(t: TestApp, by: TestUser, invoiceId: string, amountMinor: number): Promise<string> {
  const before = new Set((await ledgerOf(t, invoiceId)).map((entry) => entry.id));
  const response = await pay(t, by, invoiceId, { amountMinor });
  if (response.statusCode !== 201) throw new Error(`payment refused: ${response.body}`);
  const added = (await ledgerOf(t, invoiceId)).find((entry) => !before.has(entry.id));
  if (!added) throw new Error('the payment is not in the ledger');
  return added.id;
}

/** A payment recorded `daysAgo` days back, written straight into the ledger (the API records only now). */
export async function paymentDaysAgo(t: TestApp, invoiceId: string, amountMinor: number, daysAgo: number) {
  const [last] = await t.db.select({ n: max(feeLedger.receiptNumber) }).from(feeLedger);
  const [entry] = await t.db
    .insert(feeLedger)
    .values({
      invoiceId,
      kind: 'payment',
      amountMinor,
      method: 'cash',
      recordedBy: null,
      recordedAt: new Date(Date.now() - daysAgo * DAY_MS),
      // Far above the desk's numbers, so the receipt counter never reaches it.
      receiptNumber: (last?.n ?? 0) + 100_000,
    })
    .returning({ id: feeLedger.id });
  if (!entry) throw new Error('no payment written');
  return entry.id;
}

export const askRefund = (t: TestApp, as: TestUser | null, entryId: string, reason = '') =>
  send(t, 'POST', `/api/payments/${entryId}/refund-request`, { ...(as ? { as } : {}), payload: { reason } });

export const decide = (t: TestApp, as: TestUser | null, id: string, decision: 'approve' | 'decline', note = '') =>
  send(t, 'POST', `/api/refund-requests/${id}/${decision}`, { ...(as ? { as } : {}), payload: { note } });

export const adminRefund = (t: TestApp, as: TestUser | null, entryId: string, payload: object) =>
  send(t, 'POST', `/api/payments/${entryId}/refunds`, { ...(as ? { as } : {}), payload });

export const requestOf = (response: LightMyRequestResponse) => json<{ message: string; data: RefundRequest }>(response);

/** What refunds write, to check a refused one wrote none of it. */
export async function refundState(t: TestApp) {
  const [[ledger], requests, [outbox], [audits], [seats]] = await Promise.all([
    t.db.select({ n: count() }).from(feeLedger),
    t.db.select().from(refundRequests).orderBy(asc(refundRequests.id)),
    t.db.select({ n: count() }).from(emailOutbox),
    t.db.select({ n: count() }).from(auditLog),
    t.db.select({ n: count() }).from(enrolments),
  ]);
  return { ledger: ledger?.n, requests, outbox: outbox?.n, audits: audits?.n, seats: seats?.n };
}

/** The emails queued to `address`, oldest first. */
export const mailTo = (t: TestApp, address: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(asc(emailOutbox.createdAt));
