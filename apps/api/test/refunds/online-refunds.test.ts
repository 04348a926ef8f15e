import type { AddressInfo } from 'node:net';
import type { Invoice } from '@tutorium/contract/fees';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, feeLedger, refundRequests } from '../../src/db/schema';
import { appendLedgerEntry } from '../../src/modules/fees/ledger';
import { enrolAndInvoice } from '../fees/fee-fixtures';
import { createCourse } from '../helpers/courses';
import { type StripeStandIn, startStripeStandIn } from '../helpers/stripe-stand-in';
import { expectRefusal, json, send, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { adminRefund, askRefund, decide, refundState, requestOf } from './refund-fixtures';

const WEBHOOK_SECRET = 'whsec_test_refunds_stand_in';

describe('refunding online payments through the provider (against a stand-in for Stripe)', () => {
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  });
  afterAll(() => standIn?.close());

  const t = useTestApp(async () => ({
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
  }));
  const cast = useSignedInUsers(t, { teacher: 'teacher', admin: 'admin', asha: 'student' });

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    standIn.webhookUrl = `http://127.0.0.1:${port}/api/payments/webhooks/stripe`;
  });

  /** A course with the student enrolled, paid online in full: the invoice, the payment and Stripe's payment id. */
  async function paidOnline(student: TestUser, title: string) {
    const course = await createCourse(t, cast.teacher, { title, price: 100, instalments: 1 });
    const invoice: Invoice = await enrolAndInvoice(t, student, course.id);
    const started = await send(t, 'POST', `/api/invoices/${invoice.id}/checkout`, { as: student });
    const { url } = json<{ data: { url: string } }>(started).data;
    const session = standIn.sessions.get(url.split('/').pop() ?? '');
    if (!session) throw new Error('no checkout session');
    expect((await standIn.sendWebhook(session.id)).status).toBe(200);
    const [payment] = await t.db.select().from(feeLedger).where(eq(feeLedger.invoiceId, invoice.id));
    if (!payment) throw new Error('the webhook recorded no payment');
    return { courseId: course.id, invoice, payment, paymentIntent: session.payment_intent };
  }

  it('approving a request refunds at Stripe and keeps its refund id with the ledger entry', async () => {
    const { courseId, payment, paymentIntent } = await paidOnline(cast.asha, 'Online Maths');
    expect(payment).toMatchObject({ provider: 'stripe', providerRef: paymentIntent, method: 'online' });
    const request = requestOf(await askRefund(t, cast.asha, payment.id)).data;
    const approved = await decide(t, cast.admin, request.id, 'approve');
    expect(approved.statusCode).toBe(200);
    const refund = standIn.refunds.find((item) => item.payment_intent === paymentIntent);
    expect(refund).toMatchObject({ amount: 10000 });
    const [entry] = await t.db.select().from(feeLedger).where(eq(feeLedger.refundsId, payment.id));
    expect(entry).toMatchObject({
      kind: 'refund',
      amountMinor: -10000,
      method: 'online',
      provider: 'stripe',
      providerRef: refund?.id,
    });
    const seat = await t.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, cast.asha.id)));
    expect(seat).toEqual([]);
  });

  it("an admin's partial refund of an online payment goes through Stripe for that amount", async () => {
    const { payment, paymentIntent } = await paidOnline(cast.asha, 'Online Physics');
    expect((await adminRefund(t, cast.admin, payment.id, { amountMinor: 2500, note: 'discount' })).statusCode).toBe(
      201,
    );
    expect(standIn.refunds.filter((item) => item.payment_intent === paymentIntent).map((item) => item.amount)).toEqual([
      2500,
    ]);
  });

  it('when Stripe refuses the refund, answers 503 and writes nothing: the request stays undecided', async () => {
    const course = await createCourse(t, cast.teacher, { title: 'Online Art', price: 100, instalments: 1 });
    const invoice = await enrolAndInvoice(t, cast.asha, course.id);
    // A payment Stripe does not know: its refund is refused there.
    const payment = await appendLedgerEntry(t.db, {
      invoiceId: invoice.id,
      kind: 'payment',
      amountMinor: 10000,
      method: 'online',
      recordedBy: null,
      provider: 'stripe',
      providerRef: 'pi_test_unknown_to_stripe',
    });
    if (!payment) throw new Error('no payment written');
    const request = requestOf(await askRefund(t, cast.asha, payment.id)).data;
    const refundsBefore = standIn.refunds.length;
    const before = await refundState(t);
    const failed = await decide(t, cast.admin, request.id, 'approve');
    expect(failed.statusCode).toBe(503);
    expect(json(failed)).toMatchObject({ code: 'unavailable' });
    expect(await refundState(t)).toEqual(before);
    const [row] = await t.db.select().from(refundRequests).where(eq(refundRequests.id, request.id));
    expect(row?.state).toBe('requested');
    expect(standIn.refunds).toHaveLength(refundsBefore);
  });
});

describe('refunding an online payment once the provider is no longer set up', () => {
  const t = useTestApp();
  const cast = useSignedInUsers(t, { teacher: 'teacher', admin: 'admin', asha: 'student' });

  it('refuses with 409 online_payments_off and writes nothing', async () => {
    const course = await createCourse(t, cast.teacher, { title: 'Old Online Course', price: 100, instalments: 1 });
    const invoice = await enrolAndInvoice(t, cast.asha, course.id);
    const payment = await appendLedgerEntry(t.db, {
      invoiceId: invoice.id,
      kind: 'payment',
      amountMinor: 10000,
      method: 'online',
      recordedBy: null,
      provider: 'stripe',
      providerRef: 'pi_test_from_before',
    });
    if (!payment) throw new Error('no payment written');
    const before = await refundState(t);
    expectRefusal(
      await adminRefund(t, cast.admin, payment.id, { note: 'refund' }),
      409,
      'online_payments_off',
      'Online payment is not set up: pay at the desk',
    );
    expect(await refundState(t)).toEqual(before);
  });
});
