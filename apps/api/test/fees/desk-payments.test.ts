import { randomUUID } from 'node:crypto';
import type { Invoice } from '@tutorium/contract/fees';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, feeLedger, invoices } from '../../src/db/schema';
import { createCourse, enrolIn } from '../helpers/courses';
import { expectRefusal, json, send, statusesFor, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { enrolAndInvoice, ledgerOf, pay, writtenState } from './fee-fixtures';

const overpaid = 'That is more than is owed on this invoice';

describe('payments at the desk', () => {
  const t = useTestApp();
  const cast = useSignedInUsers(t, {
    teacher: ['teacher', { name: 'Meera Teacher' }],
    otherTeacher: 'teacher',
    admin: ['admin', { name: 'Ada Admin' }],
    asha: ['student', { name: 'Asha Rao' }],
    ravi: 'student',
  });
  let courseId = '';
  let invoice: Invoice;

  beforeAll(async () => {
    courseId = (await createCourse(t, cast.teacher, { title: 'Physics', price: 100, instalments: 2 })).id;
    invoice = await enrolAndInvoice(t, cast.asha, courseId);
  });

  it('refuses a visitor, a student and another teacher, and answers 404 for an unknown invoice', async () => {
    const before = await writtenState(t);
    const url = `/api/invoices/${invoice.id}/payments`;
    const payload = { amountMinor: 100, method: 'cash' };
    expect(await statusesFor(t, 'POST', url, [null, cast.asha], payload)).toEqual([401, 403]);
    expectRefusal(
      await pay(t, cast.otherTeacher, invoice.id, payload),
      403,
      'not_your_course',
      'You can only manage your own courses',
    );
    const unknown = await pay(t, cast.admin, randomUUID(), payload);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ message: 'Invoice not found' });
    expect(await writtenState(t)).toEqual(before);
  });

  it('refuses an amount that is not a whole positive number of minor units, or an unknown method', async () => {
    for (const payload of [{ amountMinor: 0 }, { amountMinor: 12.5 }, { amountMinor: 100, method: 'gold' }]) {
      expect((await pay(t, cast.teacher, invoice.id, payload)).statusCode).toBe(400);
    }
  });

  it('records partial payments with who took them and a receipt each, and emails the receipt', async () => {
    const first = await pay(t, cast.teacher, invoice.id, { amountMinor: 3000, method: 'upi', reference: 'UPI-123' });
    expect(first.statusCode).toBe(201);
    const body = json<{ message: string; data: Invoice }>(first);
    expect(body.message).toBe('Payment recorded. The receipt is on its way by email.');
    expect(body.data).toMatchObject({ id: invoice.id, paidMinor: 3000, dueMinor: 7000, status: 'open' });
    expect(body.data.instalments.map((part) => [part.paidMinor, part.status])).toEqual([
      [3000, 'due'],
      [0, 'due'],
    ]);
    const second = await pay(t, cast.admin, invoice.id, { amountMinor: 2000, method: 'cheque', note: 'cheque 0042' });
    const data = json<{ data: Invoice }>(second).data;
    expect(data).toMatchObject({ paidMinor: 5000, dueMinor: 5000, nextDue: { amountMinor: 5000 } });
    expect(data.instalments.map((part) => part.status)).toEqual(['paid', 'due']);
    expect(
      data.entries.map((entry) => [entry.amountMinor, entry.method, entry.reference, entry.recordedBy?.name]),
    ).toEqual([
      [3000, 'upi', 'UPI-123', 'Meera Teacher'],
      [2000, 'cheque', '', 'Ada Admin'],
    ]);
    const rows = await ledgerOf(t, invoice.id);
    expect(rows.map((row) => [row.kind, row.recordedBy, row.receiptNumber])).toEqual([
      ['payment', cast.teacher.id, 1],
      ['payment', cast.admin.id, 2],
    ]);
    const audits = await t.db
      .select({ actorId: auditLog.actorId, subjectId: auditLog.subjectId })
      .from(auditLog)
      .where(eq(auditLog.action, 'fee.payment_recorded'))
      .orderBy(asc(auditLog.createdAt));
    expect(audits).toEqual([
      { actorId: cast.teacher.id, subjectId: cast.asha.id },
      { actorId: cast.admin.id, subjectId: cast.asha.id },
    ]);
    const mails = await t.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, cast.asha.email));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      expect.stringMatching(/^Receipt 1: /),
      expect.stringMatching(/^Receipt 2: /),
    ]);
  });

  it('refuses paying more than is owed with 409, writing nothing: no entry, no receipt number, no email', async () => {
    const before = await writtenState(t);
    expectRefusal(await pay(t, cast.teacher, invoice.id, { amountMinor: 5001 }), 409, 'overpayment', overpaid);
    expect(await writtenState(t)).toEqual(before);
    // The number the refused payment would have taken goes to the next one.
    const settled = await pay(t, cast.teacher, invoice.id, { amountMinor: 5000, method: 'bank_transfer' });
    expect(json<{ data: Invoice }>(settled).data).toMatchObject({ status: 'paid', dueMinor: 0, nextDue: null });
    const numbers = await t.db
      .select({ n: feeLedger.receiptNumber })
      .from(feeLedger)
      .where(isNotNull(feeLedger.receiptNumber))
      .orderBy(asc(feeLedger.receiptNumber));
    expect(numbers.map((row) => row.n)).toEqual([1, 2, 3]);
    expectRefusal(await pay(t, cast.teacher, invoice.id, { amountMinor: 1 }), 409, 'overpayment', overpaid);
  });

  it('refuses a payment on a cancelled invoice, writing nothing', async () => {
    const course = await createCourse(t, cast.teacher, { price: 10 });
    const open = await enrolAndInvoice(t, cast.ravi, course.id);
    expect((await send(t, 'DELETE', `/api/courses/${course.id}/enroll`, { as: cast.ravi })).statusCode).toBe(200);
    const before = await writtenState(t);
    expectRefusal(
      await pay(t, cast.teacher, open.id, { amountMinor: 100 }),
      409,
      'invoice_cancelled',
      'This invoice is cancelled: nothing is owed on it',
    );
    expect(await writtenState(t)).toEqual(before);
  });

  it('never lets the ledger be changed or emptied, even in SQL', async () => {
    const [entry] = await ledgerOf(t, invoice.id);
    if (!entry) throw new Error('no entry');
    await expect(t.db.execute(sql`update fee_ledger set amount_minor = 1 where id = ${entry.id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`update fee_ledger set note = 'changed' where id = ${entry.id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from fee_ledger where id = ${entry.id}`)).rejects.toThrow();
    const [still] = await t.db.select().from(feeLedger).where(eq(feeLedger.id, entry.id));
    expect(still).toEqual(entry);
  });

  describe('corrections', () => {
    let correctable: Invoice;
    let paymentId = '';

    beforeAll(async () => {
      const course = await createCourse(t, cast.teacher, { price: 50 });
      correctable = await enrolAndInvoice(t, cast.ravi, course.id);
      const paid = await pay(t, cast.teacher, correctable.id, { amountMinor: 3000, method: 'upi' });
      paymentId = json<{ data: Invoice }>(paid).data.entries[0]?.id ?? '';
    });

    const correct = (as: (typeof cast)['teacher'] | null, entryId: string, payload: object) =>
      send(t, 'POST', `/api/payments/${entryId}/corrections`, { ...(as ? { as } : {}), payload });

    it('puts an entry right with a new one, in its method, leaving the entry as it was', async () => {
      const response = await correct(cast.teacher, paymentId, { amountMinor: -500, note: 'Typed 3000, took 2500' });
      expect(response.statusCode).toBe(201);
      const body = json<{ message: string; data: Invoice }>(response);
      expect(body.message).toBe('Correction recorded');
      expect(body.data).toMatchObject({ paidMinor: 2500, dueMinor: 2500 });
      expect(body.data.entries.map((entry) => [entry.kind, entry.amountMinor, entry.method, entry.correctsId])).toEqual(
        [
          ['payment', 3000, 'upi', null],
          ['correction', -500, 'upi', paymentId],
        ],
      );
      expect(body.data.entries[1]).toMatchObject({ note: 'Typed 3000, took 2500', receiptNumber: null });
      const [audit] = await t.db
        .select({ actorId: auditLog.actorId, subjectId: auditLog.subjectId })
        .from(auditLog)
        .where(eq(auditLog.action, 'fee.entry_corrected'));
      expect(audit).toEqual({ actorId: cast.teacher.id, subjectId: cast.ravi.id });
    });

    it('refuses a correction below nothing or above the total, writing nothing', async () => {
      const before = await writtenState(t);
      for (const amountMinor of [-2501, 2501]) {
        expectRefusal(
          await correct(cast.admin, paymentId, { amountMinor, note: 'wrong' }),
          409,
          'overpayment',
          overpaid,
        );
      }
      expect(await writtenState(t)).toEqual(before);
    });

    it('refuses a visitor, a student, another teacher, an empty note, a zero amount; 404 for an unknown entry', async () => {
      const before = await writtenState(t);
      const payload = { amountMinor: -100, note: 'why' };
      expect((await correct(null, paymentId, payload)).statusCode).toBe(401);
      expect((await correct(cast.ravi, paymentId, payload)).statusCode).toBe(403);
      expectRefusal(
        await correct(cast.otherTeacher, paymentId, payload),
        403,
        'not_your_course',
        'You can only manage your own courses',
      );
      expect((await correct(cast.teacher, paymentId, { amountMinor: -100, note: ' ' })).statusCode).toBe(400);
      expect((await correct(cast.teacher, paymentId, { amountMinor: 0, note: 'x' })).statusCode).toBe(400);
      const unknown = await correct(cast.teacher, randomUUID(), payload);
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toMatchObject({ message: 'Payment not found' });
      expect(await writtenState(t)).toEqual(before);
    });
  });
});

describe('two payments at once', () => {
  const t = useTestApp();
  const cast = useSignedInUsers(t, { teacher: 'teacher', admin: 'admin', asha: 'student' });

  it('of 60% each: the database lets exactly one through, numbered, and refuses the other', async () => {
    const course = await createCourse(t, cast.teacher, { price: 100 });
    expect((await enrolIn(t, cast.asha, course.id)).statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.courseId, course.id), eq(invoices.studentId, cast.asha.id)));
    if (!row) throw new Error('no invoice');
    const answers = await Promise.all([
      pay(t, cast.teacher, row.id, { amountMinor: 6000 }),
      pay(t, cast.admin, row.id, { amountMinor: 6000, method: 'upi' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const [after] = await t.db.select().from(invoices).where(eq(invoices.id, row.id));
    expect(after?.paidMinor).toBe(6000);
    const entries = await ledgerOf(t, row.id);
    expect(entries.map((entry) => [entry.amountMinor, entry.receiptNumber])).toEqual([[6000, 1]]);
  });
});
