import { randomUUID } from 'node:crypto';
import type { Invoice, RefundRequest } from '@tutorium/contract/fees';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enrolments, feeLedger, invoices, refundRequests, waitlistEntries } from '../../src/db/schema';
import { enrolAndInvoice } from '../fees/fee-fixtures';
import { createCourse } from '../helpers/courses';
import {
  expectRefusal,
  json,
  send,
  statusesFor,
  type TestUser,
  useSignedInUsers,
  useTestApp,
} from '../helpers/test-app';
import { askRefund, decide, mailTo, payAtDesk, refundState, requestOf } from './refund-fixtures';

describe('an admin deciding refund requests', () => {
  const t = useTestApp();
  const cast = useSignedInUsers(t, {
    teacher: 'teacher',
    admin: ['admin', { name: 'Ada Admin' }],
    asha: ['student', { name: 'Asha Rao' }],
    ravi: ['student', { name: 'Ravi Kumar' }],
    firstWaiting: 'student',
    secondWaiting: 'student',
  });
  let courseId = '';
  let invoice: Invoice;
  let paymentId = '';
  let request: RefundRequest;

  const joinWaitlist = (student: TestUser) => send(t, 'POST', `/api/courses/${courseId}/waitlist`, { as: student });
  const seated = async () =>
    (await t.db.select().from(enrolments).where(eq(enrolments.courseId, courseId))).map((row) => row.studentId);

  beforeAll(async () => {
    courseId = (
      await createCourse(t, cast.teacher, { title: 'Physics', price: 100, maxStudents: 1, waitlistEnabled: true })
    ).id;
    invoice = await enrolAndInvoice(t, cast.asha, courseId);
    paymentId = await payAtDesk(t, cast.teacher, invoice.id, 4000);
    await payAtDesk(t, cast.teacher, invoice.id, 2000);
    expect((await joinWaitlist(cast.firstWaiting)).statusCode).toBe(201);
    expect((await joinWaitlist(cast.secondWaiting)).statusCode).toBe(201);
    const asked = await askRefund(t, cast.asha, paymentId, 'Not for me');
    expect(asked.statusCode).toBe(201);
    request = requestOf(asked).data;
  });

  it('lists the requests for admins alone, newest first, by state', async () => {
    expect(await statusesFor(t, 'GET', '/api/refund-requests', [null, cast.asha, cast.teacher])).toEqual([
      401, 403, 403,
    ]);
    const listed = await send(t, 'GET', '/api/refund-requests', { as: cast.admin });
    expect(listed.statusCode).toBe(200);
    expect(json<{ data: RefundRequest[] }>(listed).data).toEqual([request]);
    const requested = await send(t, 'GET', '/api/refund-requests?state=requested', { as: cast.admin });
    expect(json<{ data: RefundRequest[] }>(requested).data.map((item) => item.id)).toEqual([request.id]);
    const declined = await send(t, 'GET', '/api/refund-requests?state=declined', { as: cast.admin });
    expect(json<{ data: RefundRequest[] }>(declined).data).toEqual([]);
  });

  it('refuses a visitor, a student, a teacher and an unknown request, writing nothing', async () => {
    const before = await refundState(t);
    for (const decision of ['approve', 'decline'] as const) {
      const url = `/api/refund-requests/${request.id}/${decision}`;
      expect(await statusesFor(t, 'POST', url, [null, cast.asha, cast.teacher], { note: '' })).toEqual([401, 403, 403]);
      expectRefusal(await decide(t, cast.admin, randomUUID(), decision), 404, 'not_found', 'Refund request not found');
    }
    expect(await refundState(t)).toEqual(before);
  });

  it('approves: the payment goes back, the seat ends and goes to the first student waiting', async () => {
    const approved = await decide(t, cast.admin, request.id, 'approve', 'Within the guarantee');
    expect(approved.statusCode).toBe(200);
    const body = requestOf(approved);
    expect(body.message).toBe('Refund approved');
    expect(body.data).toMatchObject({
      id: request.id,
      state: 'approved',
      decidedBy: { id: cast.admin.id, name: 'Ada Admin' },
      decisionNote: 'Within the guarantee',
    });
    expect(body.data.decidedAt).not.toBeNull();

    const refunds = await t.db
      .select()
      .from(feeLedger)
      .where(and(eq(feeLedger.invoiceId, invoice.id), eq(feeLedger.kind, 'refund')));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amountMinor: -4000,
      refundsId: paymentId,
      method: 'cash',
      recordedBy: cast.admin.id,
      provider: null,
      receiptNumber: null,
    });
    const [row] = await t.db.select().from(refundRequests).where(eq(refundRequests.id, request.id));
    expect(row?.refundEntryId).toBe(refunds[0]?.id);
    const [after] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after).toMatchObject({ paidMinor: 2000, refundedMinor: 4000 });
    expect(after?.cancelledAt).not.toBeNull();

    expect(await seated()).toEqual([cast.firstWaiting.id]);
    const waiting = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.courseId, courseId));
    expect(waiting.map((entry) => entry.studentId)).toEqual([cast.secondWaiting.id]);
    const promotedInvoice = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.courseId, courseId), eq(invoices.studentId, cast.firstWaiting.id)));
    expect(promotedInvoice).toHaveLength(1);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'fee.refund_approved'));
    expect(audits.map((entry) => [entry.actorId, entry.subjectId])).toEqual([[cast.admin.id, cast.asha.id]]);
    const mail = (await mailTo(t, cast.asha.email)).filter((item) => item.subject.includes('approved'));
    expect(mail.map((item) => item.subject)).toEqual(['Your refund for Physics was approved']);
    expect(mail[0]?.body).toContain('$40.00');
    expect(mail[0]?.body).toContain('Your enrolment in Physics has ended with the refund.');
  });

  it('refuses a second decision, writing nothing more', async () => {
    const before = await refundState(t);
    for (const decision of ['approve', 'decline'] as const) {
      expectRefusal(
        await decide(t, cast.admin, request.id, decision),
        409,
        'refund_decided',
        'This refund request was already decided',
      );
    }
    expect(await refundState(t)).toEqual(before);
  });

  it('declines with a note: no money moves, the seat stays, the student hears why', async () => {
    const chemistry = (await createCourse(t, cast.teacher, { title: 'Chemistry', price: 50 })).id;
    const raviInvoice = await enrolAndInvoice(t, cast.ravi, chemistry);
    const raviPayment = await payAtDesk(t, cast.teacher, raviInvoice.id, 5000);
    const asked = requestOf(await askRefund(t, cast.ravi, raviPayment)).data;
    const ledgerBefore = await t.db.select().from(feeLedger).where(eq(feeLedger.invoiceId, raviInvoice.id));

    const declined = await decide(t, cast.admin, asked.id, 'decline', 'The course has already started');
    expect(declined.statusCode).toBe(200);
    expect(requestOf(declined)).toMatchObject({
      message: 'Refund declined',
      data: { state: 'declined', decisionNote: 'The course has already started', decidedBy: { id: cast.admin.id } },
    });
    expect(await t.db.select().from(feeLedger).where(eq(feeLedger.invoiceId, raviInvoice.id))).toEqual(ledgerBefore);
    const [raviSeat] = await t.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.courseId, chemistry), eq(enrolments.studentId, cast.ravi.id)));
    expect(raviSeat).toBeDefined();
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'fee.refund_declined'));
    expect(audits.map((entry) => [entry.actorId, entry.subjectId])).toEqual([[cast.admin.id, cast.ravi.id]]);
    const mail = (await mailTo(t, cast.ravi.email)).filter((item) => item.subject.includes('declined'));
    expect(mail.map((item) => item.subject)).toEqual(['Your refund request for Chemistry was declined']);
    expect(mail[0]?.body).toContain('The course has already started');
    expectRefusal(
      await decide(t, cast.admin, asked.id, 'approve'),
      409,
      'refund_decided',
      'This refund request was already decided',
    );
  });

  it('approves once when two admins approve at the same moment', async () => {
    const biology = (await createCourse(t, cast.teacher, { title: 'Biology', price: 30 })).id;
    const ashaInvoice = await enrolAndInvoice(t, cast.asha, biology);
    const payment = await payAtDesk(t, cast.teacher, ashaInvoice.id, 3000);
    const asked = requestOf(await askRefund(t, cast.asha, payment)).data;
    const answers = await Promise.all([
      decide(t, cast.admin, asked.id, 'approve'),
      decide(t, cast.admin, asked.id, 'approve'),
      decide(t, cast.admin, asked.id, 'decline'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const refunds = await t.db.select().from(feeLedger).where(eq(feeLedger.refundsId, payment));
    const [row] = await t.db.select().from(refundRequests).where(eq(refundRequests.id, asked.id));
    expect(refunds.length).toBe(row?.state === 'approved' ? 1 : 0);
    const [after] = await t.db.select().from(invoices).where(eq(invoices.id, ashaInvoice.id));
    expect(after?.refundedMinor).toBe(row?.state === 'approved' ? 3000 : 0);
  });
});
