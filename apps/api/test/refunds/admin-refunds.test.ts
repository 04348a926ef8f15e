import { randomUUID } from 'node:crypto';
import type { Invoice } from '@tutorium/contract/fees';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enrolments, feeLedger, invoices } from '../../src/db/schema';
import { enrolAndInvoice } from '../fees/fee-fixtures';
import { createCourse } from '../helpers/courses';
import { expectRefusal, json, statusesFor, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { adminRefund, DAY_MS, mailTo, payAtDesk, paymentDaysAgo, refundState } from './refund-fixtures';

const notRefundable = 'Only a payment can be refunded, up to what it paid';

describe("an admin's refunds, at any time", () => {
  const t = useTestApp();
  const cast = useSignedInUsers(t, {
    teacher: 'teacher',
    admin: 'admin',
    asha: ['student', { name: 'Asha Rao' }],
  });
  let courseId = '';
  let invoice: Invoice;

  const holdsSeat = async () =>
    (
      await t.db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, cast.asha.id)))
    ).length === 1;

  beforeAll(async () => {
    courseId = (await createCourse(t, cast.teacher, { title: 'History', price: 100 })).id;
    invoice = await enrolAndInvoice(t, cast.asha, courseId);
  });

  it('refuses a visitor, a student, a teacher, an unknown payment and a missing note', async () => {
    const paymentId = await payAtDesk(t, cast.teacher, invoice.id, 1000);
    const before = await refundState(t);
    const url = `/api/payments/${paymentId}/refunds`;
    expect(await statusesFor(t, 'POST', url, [null, cast.asha, cast.teacher], { note: 'why' })).toEqual([
      401, 403, 403,
    ]);
    expectRefusal(
      await adminRefund(t, cast.admin, randomUUID(), { note: 'why' }),
      404,
      'not_found',
      'Payment not found',
    );
    expect((await adminRefund(t, cast.admin, paymentId, { note: '  ' })).statusCode).toBe(400);
    expect(await refundState(t)).toEqual(before);
  });

  it('refunds part of a payment long past the window, keeps the seat, audits and emails', async () => {
    const old = await paymentDaysAgo(t, invoice.id, 3000, 40);
    const refunded = await adminRefund(t, cast.admin, old, { amountMinor: 1000, note: 'Missed two weeks ill' });
    expect(refunded.statusCode).toBe(201);
    const body = json<{ message: string; data: Invoice }>(refunded);
    expect(body.message).toBe('Refund recorded');
    expect(body.data).toMatchObject({ id: invoice.id, refundedMinor: 1000, status: 'open' });
    const [entry] = await t.db.select().from(feeLedger).where(eq(feeLedger.refundsId, old));
    expect(entry).toMatchObject({
      kind: 'refund',
      amountMinor: -1000,
      recordedBy: cast.admin.id,
      note: 'Missed two weeks ill',
    });
    expect(entry && Date.now() - entry.recordedAt.getTime()).toBeLessThan(DAY_MS);
    expect(await holdsSeat()).toBe(true);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'fee.refund_given'));
    expect(audits.map((row) => [row.actorId, row.subjectId])).toEqual([[cast.admin.id, cast.asha.id]]);
    const mail = (await mailTo(t, cast.asha.email)).filter((item) => item.subject === 'A refund for History');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body).toContain('$10.00');
    expect(mail[0]?.body).not.toContain('has ended');
  });

  it('refuses more than is left of the payment, writing nothing', async () => {
    const paymentId = await payAtDesk(t, cast.teacher, invoice.id, 2000);
    expect((await adminRefund(t, cast.admin, paymentId, { amountMinor: 500, note: 'part' })).statusCode).toBe(201);
    const before = await refundState(t);
    const [sums] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expectRefusal(
      await adminRefund(t, cast.admin, paymentId, { amountMinor: 1501, note: 'too much' }),
      409,
      'not_refundable',
      notRefundable,
    );
    expect(await refundState(t)).toEqual(before);
    expect((await t.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0]).toEqual(sums);
    // What is left of it (1500) is the default, and then nothing is left.
    const rest = await adminRefund(t, cast.admin, paymentId, { note: 'the rest' });
    expect(rest.statusCode).toBe(201);
    const [last] = await t.db
      .select()
      .from(feeLedger)
      .where(and(eq(feeLedger.refundsId, paymentId), eq(feeLedger.amountMinor, -1500)));
    expect(last).toBeDefined();
    expectRefusal(await adminRefund(t, cast.admin, paymentId, { note: 'again' }), 409, 'not_refundable', notRefundable);
  });

  it('ends the seat once every payment of the running invoice is given back in full', async () => {
    const [now] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    const payments = await t.db
      .select()
      .from(feeLedger)
      .where(and(eq(feeLedger.invoiceId, invoice.id), eq(feeLedger.kind, 'payment')));
    expect(now?.paidMinor).toBeGreaterThan(0);
    for (const payment of payments) {
      const left = await adminRefund(t, cast.admin, payment.id, { note: 'closing the account' });
      expect([201, 409]).toContain(left.statusCode);
    }
    const [after] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after?.paidMinor).toBe(0);
    expect(after?.cancelledAt).not.toBeNull();
    expect(await holdsSeat()).toBe(false);
    const ended = (await mailTo(t, cast.asha.email)).filter((item) => item.body.includes('has ended with the refund'));
    expect(ended).toHaveLength(1);
  });

  it('gives back each payment once when two refunds of it race', async () => {
    const science = (await createCourse(t, cast.teacher, { title: 'Science', price: 100 })).id;
    const other = await enrolAndInvoice(t, cast.asha, science);
    await payAtDesk(t, cast.teacher, other.id, 5000);
    const paymentId = await payAtDesk(t, cast.teacher, other.id, 3000);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => adminRefund(t, cast.admin, paymentId, { amountMinor: 2000, note: 'race' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const [sums] = await t.db.select().from(invoices).where(eq(invoices.id, other.id));
    expect(sums).toMatchObject({ paidMinor: 6000, refundedMinor: 2000 });
  });
});
