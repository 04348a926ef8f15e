import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Invoice } from '@tutorium/contract/fees';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, feeLedger, invoices, paymentCheckouts, paymentWebhookEvents } from '../../src/db/schema';
import { appendLedgerEntry } from '../../src/modules/fees/ledger';
import { refundOnline } from '../../src/modules/fees/public';
import { createCourse } from '../helpers/courses';
import { linkGuardian } from '../helpers/guardians';
import { type StripeStandIn, startStripeStandIn } from '../helpers/stripe-stand-in';
import {
  expectRefusal,
  json,
  send,
  statusesFor,
  type TestUser,
  useSignedInUsers,
  useTestApp,
} from '../helpers/test-app';
import { enrolAndInvoice, ledgerOf, writtenState } from './fee-fixtures';

const WEBHOOK_SECRET = 'whsec_test_stand_in_secret';
const notYours = 'This invoice is not yours';

describe('paying online through Stripe Checkout (against a stand-in for Stripe)', () => {
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  });
  afterAll(() => standIn?.close());

  const logLines: string[] = [];
  const t = useTestApp(
    async () => ({
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
      LOG_LEVEL: 'warn',
    }),
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  const cast = useSignedInUsers(t, {
    teacher: ['teacher', { name: 'Meera Teacher' }],
    admin: 'admin',
    asha: ['student', { name: 'Asha Rao' }],
    ravi: ['student', { name: 'Ravi Kumar' }],
    guardian: ['guardian', { name: 'Asha Parent' }],
    otherGuardian: ['guardian', { name: 'Ravi Parent' }],
  });

  beforeAll(async () => {
    // The stand-in delivers webhooks over HTTP, as Stripe does: the app listens for them.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    standIn.webhookUrl = `http://127.0.0.1:${port}/api/payments/webhooks/stripe`;
    await linkGuardian(t, cast.admin, cast.asha, cast.guardian);
    await linkGuardian(t, cast.admin, cast.ravi, cast.otherGuardian);
  });

  /** A new course of `price` in `instalments` parts with the student enrolled: the invoice that opened. */
  async function invoiceFor(student: TestUser, price = 100, instalments = 2): Promise<Invoice> {
    const course = await createCourse(t, cast.teacher, {
      title: `Course ${randomUUID().slice(0, 6)}`,
      price,
      instalments,
    });
    return enrolAndInvoice(t, student, course.id);
  }

  const checkout = (invoiceId: string, as?: TestUser) =>
    send(t, 'POST', `/api/invoices/${invoiceId}/checkout`, as ? { as } : {});

  /** Starts a checkout as `as` and answers the stand-in's session for it. */
  async function startCheckout(invoiceId: string, as: TestUser) {
    const response = await checkout(invoiceId, as);
    if (response.statusCode !== 201) throw new Error(`checkout refused: ${response.body}`);
    const { url } = json<{ data: { url: string } }>(response).data;
    const session = standIn.sessions.get(url.split('/').pop() ?? '');
    if (!session) throw new Error(`the stand-in has no session for ${url}`);
    return session;
  }

  const checkoutRows = (invoiceId: string) =>
    t.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.invoiceId, invoiceId));
  const eventCount = async () => (await t.db.select({ n: count() }).from(paymentWebhookEvents))[0]?.n;
  const invoiceRow = async (invoiceId: string) =>
    (await t.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0];
  const receiptsTo = (address: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

  describe('starting a checkout (POST /api/invoices/:id/checkout)', () => {
    it("sends the student to Stripe's page for the next instalment, and notes the checkout", async () => {
      const invoice = await invoiceFor(cast.asha, 100, 2);
      expect(invoice.canPayOnline).toBe(true);
      const response = await checkout(invoice.id, cast.asha);
      expect(response.statusCode).toBe(201);
      const { url } = json<{ success: true; data: { url: string } }>(response).data;
      expect(url).toMatch(new RegExp(`^${standIn.url}/checkout/cs_test_\\w+$`));
      const session = standIn.sessions.get(url.split('/').pop() ?? '');
      expect(session).toMatchObject({
        mode: 'payment',
        amount_total: 5000,
        currency: 'usd',
        client_reference_id: invoice.id,
        customer_email: cast.asha.email,
        success_url: `${t.config.publicUrl}/student/fees?paid=${invoice.id}`,
        cancel_url: `${t.config.publicUrl}/student/fees`,
        metadata: { invoiceId: invoice.id, instalment: '1', startedBy: cast.asha.id },
      });
      expect(session?.description).toContain('instalment 1 of 2');
      expect(await checkoutRows(invoice.id)).toEqual([
        expect.objectContaining({
          provider: 'stripe',
          providerSessionId: session?.id,
          amountMinor: 5000,
          startedBy: cast.asha.id,
          completedAt: null,
        }),
      ]);
    });

    it("asks for what is left of the earliest instalment not paid in full, and brings a guardian back to the child's page", async () => {
      const invoice = await invoiceFor(cast.asha, 100, 3);
      // 3334 + 3333 + 3333: 1000 paid at the desk leaves 2334 of the first part.
      await t.db.transaction((tx) =>
        appendLedgerEntry(tx, {
          invoiceId: invoice.id,
          kind: 'payment',
          amountMinor: 1000,
          method: 'cash',
          recordedBy: cast.teacher.id,
        }),
      );
      const session = await startCheckout(invoice.id, cast.guardian);
      expect(session).toMatchObject({
        amount_total: 2334,
        customer_email: cast.guardian.email,
        success_url: `${t.config.publicUrl}/guardian/children/${cast.asha.id}?paid=${invoice.id}`,
        cancel_url: `${t.config.publicUrl}/guardian/children/${cast.asha.id}`,
      });
      await t.db.transaction((tx) =>
        appendLedgerEntry(tx, {
          invoiceId: invoice.id,
          kind: 'payment',
          amountMinor: 2334 + 100,
          method: 'cash',
          recordedBy: cast.teacher.id,
        }),
      );
      expect((await startCheckout(invoice.id, cast.asha)).amount_total).toBe(3233);
    });

    it('refuses a visitor, staff, another student and another child’s guardian; 404 for an unknown invoice', async () => {
      const invoice = await invoiceFor(cast.asha);
      const url = `/api/invoices/${invoice.id}/checkout`;
      expect(await statusesFor(t, 'POST', url, [null, cast.teacher, cast.admin])).toEqual([401, 403, 403]);
      for (const stranger of [cast.ravi, cast.otherGuardian, cast.teacher]) {
        expectRefusal(await checkout(invoice.id, stranger), 403, 'not_your_invoice', notYours);
      }
      expectRefusal(await checkout(randomUUID(), cast.asha), 404, 'not_found', 'Invoice not found');
      expect(await checkoutRows(invoice.id)).toEqual([]);
      expect([...standIn.sessions.values()].some((session) => session.client_reference_id === invoice.id)).toBe(false);
    });

    it('refuses a cancelled invoice and one with nothing left to pay', async () => {
      const cancelled = await invoiceFor(cast.ravi);
      await t.db.update(invoices).set({ cancelledAt: new Date() }).where(eq(invoices.id, cancelled.id));
      expectRefusal(
        await checkout(cancelled.id, cast.ravi),
        409,
        'invoice_cancelled',
        'This invoice is cancelled: nothing is owed on it',
      );
      const paid = await invoiceFor(cast.ravi, 100, 1);
      const session = await startCheckout(paid.id, cast.ravi);
      expect((await standIn.sendWebhook(session.id)).status).toBe(200);
      expectRefusal(
        await checkout(paid.id, cast.ravi),
        409,
        'overpayment',
        'That is more than is owed on this invoice',
      );
      expect(await checkoutRows(cancelled.id)).toEqual([]);
      expect(await checkoutRows(paid.id)).toHaveLength(1);
    });
  });

  describe('the webhook (POST /api/payments/webhooks/:provider)', () => {
    it('records a signed completed checkout as one online payment with a receipt, and emails it', async () => {
      const invoice = await invoiceFor(cast.asha, 100, 2);
      const session = await startCheckout(invoice.id, cast.asha);
      const receiptsBefore = (await receiptsTo(cast.asha.email)).length;
      const delivery = await standIn.sendWebhook(session.id);
      expect(delivery.status).toBe(200);
      expect(JSON.parse(delivery.body)).toEqual({ received: true });
      const ledger = await ledgerOf(t, invoice.id);
      expect(ledger).toEqual([
        expect.objectContaining({
          kind: 'payment',
          amountMinor: 5000,
          method: 'online',
          provider: 'stripe',
          providerRef: session.payment_intent,
          reference: session.payment_intent,
          recordedBy: null,
          receiptNumber: expect.any(Number),
        }),
      ]);
      expect(await invoiceRow(invoice.id)).toMatchObject({ paidMinor: 5000 });
      expect((await checkoutRows(invoice.id))[0]?.completedAt).toBeInstanceOf(Date);
      const receipts = await receiptsTo(cast.asha.email);
      expect(receipts).toHaveLength(receiptsBefore + 1);
      expect(receipts.at(-1)?.subject).toContain(`Receipt ${ledger[0]?.receiptNumber}`);
      // The first instalment is paid: the next checkout asks for the second.
      expect((await startCheckout(invoice.id, cast.asha)).amount_total).toBe(5000);
    });

    it('records the same event delivered twice, one after the other or at once, as one payment', async () => {
      const invoice = await invoiceFor(cast.asha, 100, 1);
      const session = await startCheckout(invoice.id, cast.asha);
      const events = (await eventCount()) ?? 0;
      const first = await standIn.sendWebhook(session.id);
      const again = await standIn.sendWebhook(session.id, { eventId: first.eventId });
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(await ledgerOf(t, invoice.id)).toHaveLength(1);
      expect(await eventCount()).toBe(events + 1);

      const racing = await invoiceFor(cast.ravi, 100, 1);
      const raced = await startCheckout(racing.id, cast.ravi);
      const eventId = `evt_test_${randomUUID().replaceAll('-', '')}`;
      const deliveries = await Promise.all(Array.from({ length: 4 }, () => standIn.sendWebhook(raced.id, { eventId })));
      expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200, 200]);
      expect(await ledgerOf(t, racing.id)).toHaveLength(1);
      expect(await invoiceRow(racing.id)).toMatchObject({ paidMinor: 10000 });
      expect(await eventCount()).toBe(events + 2);
    });

    it('records two different events about the same payment once', async () => {
      const invoice = await invoiceFor(cast.asha, 100, 2);
      const session = await startCheckout(invoice.id, cast.asha);
      const events = await eventCount();
      const deliveries = await Promise.all([standIn.sendWebhook(session.id), standIn.sendWebhook(session.id)]);
      expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);
      expect(await eventCount()).toBe((events ?? 0) + 2);
      expect(await ledgerOf(t, invoice.id)).toHaveLength(1);
      expect(await invoiceRow(invoice.id)).toMatchObject({ paidMinor: 5000 });
    });

    it('refuses a wrong or missing signature with 400 and writes nothing', async () => {
      const invoice = await invoiceFor(cast.asha);
      const session = await startCheckout(invoice.id, cast.asha);
      const before = { ...(await writtenState(t)), events: await eventCount() };
      const forged = await standIn.sendWebhook(session.id, { secret: 'whsec_someone_else' });
      expect(forged.status).toBe(400);
      expect(JSON.parse(forged.body)).toEqual({
        success: false,
        code: 'invalid_webhook',
        message: 'The event could not be verified',
      });
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/stripe',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ id: 'evt_unsigned', type: 'checkout.session.completed' }),
      });
      expect(unsigned.statusCode).toBe(400);
      expect(json(unsigned)).toMatchObject({ code: 'invalid_webhook' });
      expect({ ...(await writtenState(t)), events: await eventCount() }).toEqual(before);
      expect((await checkoutRows(invoice.id))[0]?.completedAt).toBeNull();
    });

    it('changes nothing when the browser comes back to the success page: only the webhook settles', async () => {
      const invoice = await invoiceFor(cast.asha, 100, 1);
      const session = await startCheckout(invoice.id, cast.asha);
      const back = new URL(session.success_url);
      await send(t, 'GET', `${back.pathname}${back.search}`, { as: cast.asha });
      expect(await invoiceRow(invoice.id)).toMatchObject({ paidMinor: 0 });
      expect(await ledgerOf(t, invoice.id)).toEqual([]);
      await standIn.sendWebhook(session.id);
      expect(await invoiceRow(invoice.id)).toMatchObject({ paidMinor: 10000 });
    });

    it("records a payment made on the stand-in's test page, which then returns the browser to the success page", async () => {
      const invoice = await invoiceFor(cast.asha, 100, 1);
      const session = await startCheckout(invoice.id, cast.asha);
      const page = await fetch(session.url);
      expect(await page.text()).toContain('Test payment — $100.00');
      const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(session.success_url);
      expect(await invoiceRow(invoice.id)).toMatchObject({ paidMinor: 10000 });
    });

    it('acknowledges a payment that would pay more than is owed, records nothing and logs an error', async () => {
      const invoice = await invoiceFor(cast.ravi, 100, 1);
      const [first, second] = [await startCheckout(invoice.id, cast.ravi), await startCheckout(invoice.id, cast.ravi)];
      expect((await standIn.sendWebhook(first.id)).status).toBe(200);
      const before = { ...(await writtenState(t)), events: await eventCount() };
      const late = await standIn.sendWebhook(second.id);
      expect(late.status).toBe(200);
      expect({ ...(await writtenState(t)), events: await eventCount() }).toEqual(before);
      const checkouts = await checkoutRows(invoice.id);
      expect(checkouts.find((row) => row.providerSessionId === second.id)?.completedAt).toBeNull();
      expect(logLines.some((line) => line.includes('"level":50') && line.includes(second.payment_intent))).toBe(true);
    });

    it('records one of two checkouts of the same instalment paid at the same moment', async () => {
      const invoice = await invoiceFor(cast.asha, 100, 1);
      const sessions = [await startCheckout(invoice.id, cast.asha), await startCheckout(invoice.id, cast.guardian)];
      const deliveries = await Promise.all(sessions.map((session) => standIn.sendWebhook(session.id)));
      expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);
      const ledger = await ledgerOf(t, invoice.id);
      expect(ledger).toHaveLength(1);
      expect(sessions.map((session) => session.payment_intent)).toContain(ledger[0]?.providerRef);
      expect(await invoiceRow(invoice.id)).toMatchObject({ paidMinor: 10000 });
      const completed = (await checkoutRows(invoice.id)).filter((row) => row.completedAt !== null);
      expect(completed).toHaveLength(1);
    });

    it('acknowledges an event of a checkout it never started, writes nothing and logs a warning', async () => {
      const invoice = await invoiceFor(cast.asha);
      const session = await startCheckout(invoice.id, cast.asha);
      await t.db.delete(paymentCheckouts).where(eq(paymentCheckouts.providerSessionId, session.id));
      const before = { ...(await writtenState(t)), events: await eventCount() };
      expect((await standIn.sendWebhook(session.id)).status).toBe(200);
      expect({ ...(await writtenState(t)), events: await eventCount() }).toEqual(before);
      expect(logLines.some((line) => line.includes('"level":40') && line.includes(session.id))).toBe(true);
    });

    it('answers 404 for a provider that is not set up', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/razorpay',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ code: 'not_found', message: 'No such payment provider is set up' });
    });
  });

  describe('refunding an online payment (refundOnline, for the refunds)', () => {
    it("gives the amount back through Stripe and answers Stripe's refund id", async () => {
      const invoice = await invoiceFor(cast.asha, 100, 1);
      const session = await startCheckout(invoice.id, cast.asha);
      await standIn.sendWebhook(session.id);
      const [payment] = await t.db.select().from(feeLedger).where(eq(feeLedger.invoiceId, invoice.id));
      if (!payment) throw new Error('no payment recorded');
      const { refundRef } = await refundOnline(t.app.ctx, payment, 4000);
      expect(refundRef).toMatch(/^re_test_/);
      expect(standIn.refunds.find((refund) => refund.id === refundRef)).toMatchObject({
        payment_intent: session.payment_intent,
        amount: 4000,
      });
      await expect(refundOnline(t.app.ctx, payment, 20000)).rejects.toThrow(/greater than/);
    });
  });
});

describe('with no payment provider configured', () => {
  const t = useTestApp();
  const cast = useSignedInUsers(t, { teacher: 'teacher', asha: 'student' });

  it('refuses to start a checkout (409), knows no webhook, and still takes payments at the desk', async () => {
    const course = await createCourse(t, cast.teacher, { title: 'Chemistry', price: 100, instalments: 1 });
    const invoice = await enrolAndInvoice(t, cast.asha, course.id);
    expect(invoice.canPayOnline).toBe(false);
    expectRefusal(
      await send(t, 'POST', `/api/invoices/${invoice.id}/checkout`, { as: cast.asha }),
      409,
      'online_payments_off',
      'Online payment is not set up: pay at the desk',
    );
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
    const desk = await send(t, 'POST', `/api/invoices/${invoice.id}/payments`, {
      as: cast.teacher,
      payload: { amountMinor: 10000, method: 'cash' },
    });
    expect(desk.statusCode).toBe(201);
    expect(await t.db.select().from(paymentCheckouts)).toEqual([]);
  });
});
