import { randomUUID } from 'node:crypto';
import type { Invoice } from '@tutorium/contract/fees';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refundRequests } from '../../src/db/schema';
import { enrolAndInvoice } from '../fees/fee-fixtures';
import { createCourse } from '../helpers/courses';
import { expectRefusal, json, statusesFor, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { adminRefund, askRefund, mailTo, payAtDesk, paymentDaysAgo, refundState, requestOf } from './refund-fixtures';

describe('a student asking for a refund', () => {
  const t = useTestApp();
  const cast = useSignedInUsers(t, {
    teacher: 'teacher',
    admin: 'admin',
    asha: ['student', { name: 'Asha Rao' }],
    ravi: 'student',
  });
  let invoice: Invoice;
  let courseId = '';

  beforeAll(async () => {
    courseId = (await createCourse(t, cast.teacher, { title: 'Physics', price: 100, instalments: 2 })).id;
    invoice = await enrolAndInvoice(t, cast.asha, courseId);
  });

  it('refuses a visitor, staff, another student, an unknown entry and an entry that is no payment', async () => {
    const paymentId = await payAtDesk(t, cast.teacher, invoice.id, 1000);
    const correction = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/corrections`,
      headers: cast.teacher.headers,
      payload: { amountMinor: -100, note: 'typed 1000, took 900' },
    });
    expect(correction.statusCode).toBe(201);
    const correctionId = json<{ data: Invoice }>(correction).data.entries.find(
      (entry) => entry.kind === 'correction',
    )?.id;
    const before = await refundState(t);
    const url = `/api/payments/${paymentId}/refund-request`;
    expect(await statusesFor(t, 'POST', url, [null, cast.teacher, cast.admin], { reason: '' })).toEqual([
      401, 403, 403,
    ]);
    expectRefusal(await askRefund(t, cast.ravi, paymentId), 403, 'not_your_invoice', 'This invoice is not yours');
    expectRefusal(await askRefund(t, cast.asha, randomUUID()), 404, 'not_found', 'Payment not found');
    expectRefusal(await askRefund(t, cast.asha, correctionId ?? ''), 404, 'not_found', 'Payment not found');
    expect(await refundState(t)).toEqual(before);
  });

  it('takes a request within the window, once, and emails the student that it arrived', async () => {
    const paymentId = await payAtDesk(t, cast.teacher, invoice.id, 2500);
    const asked = await askRefund(t, cast.asha, paymentId, 'I moved to another city');
    expect(asked.statusCode).toBe(201);
    const body = requestOf(asked);
    expect(body.message).toBe('Refund requested. An admin will decide, and you will hear by email.');
    expect(body.data).toMatchObject({
      state: 'requested',
      payment: { id: paymentId, amountMinor: 2500, method: 'cash' },
      invoiceId: invoice.id,
      course: { id: courseId, title: 'Physics' },
      student: { id: cast.asha.id, name: 'Asha Rao' },
      reason: 'I moved to another city',
      decidedBy: null,
      decidedAt: null,
    });
    const [row] = await t.db.select().from(refundRequests).where(eq(refundRequests.paymentId, paymentId));
    expect(row).toMatchObject({ requestedBy: cast.asha.id, state: 'requested', refundEntryId: null });
    const mail = (await mailTo(t, cast.asha.email)).filter((item) => item.subject.includes('refund request'));
    expect(mail.map((item) => item.subject)).toEqual(['We received your refund request for Physics']);
    expect(mail[0]?.body).toContain('$25.00');

    const before = await refundState(t);
    expectRefusal(
      await askRefund(t, cast.asha, paymentId),
      409,
      'refund_already_requested',
      'A refund of this payment was already asked for',
    );
    expect(await refundState(t)).toEqual(before);
    const view = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}`, headers: cast.asha.headers });
    const entry = json<{ data: Invoice }>(view).data.entries.find((item) => item.id === paymentId);
    expect(entry).toMatchObject({ refundRequest: { id: body.data.id, state: 'requested' }, canRequestRefund: false });
  });

  it('refuses a payment older than 7 days, and takes one just inside them', async () => {
    const old = await paymentDaysAgo(t, invoice.id, 500, 8);
    const before = await refundState(t);
    expectRefusal(
      await askRefund(t, cast.asha, old),
      409,
      'refund_window_closed',
      'Refunds can be asked for within 7 days of a payment',
    );
    expect(await refundState(t)).toEqual(before);
    const recent = await paymentDaysAgo(t, invoice.id, 500, 6.9);
    expect((await askRefund(t, cast.asha, recent)).statusCode).toBe(201);
  });

  it('refuses a payment an admin already gave part of back', async () => {
    const paymentId = await payAtDesk(t, cast.teacher, invoice.id, 1000);
    expect((await adminRefund(t, cast.admin, paymentId, { amountMinor: 300, note: 'fee waiver' })).statusCode).toBe(
      201,
    );
    const before = await refundState(t);
    expectRefusal(
      await askRefund(t, cast.asha, paymentId),
      409,
      'not_refundable',
      'Only a payment can be refunded, up to what it paid',
    );
    expect(await refundState(t)).toEqual(before);
  });

  it('keeps exactly one of many requests for one payment sent at once', async () => {
    const paymentId = await payAtDesk(t, cast.teacher, invoice.id, 700);
    const answers = await Promise.all(Array.from({ length: 6 }, () => askRefund(t, cast.asha, paymentId)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((item) => item.statusCode === 409)) {
      expect(json(answer)).toMatchObject({ code: 'refund_already_requested' });
    }
    expect(await t.db.select().from(refundRequests).where(eq(refundRequests.paymentId, paymentId))).toHaveLength(1);
  });
});
