import { randomUUID } from 'node:crypto';
import type { Invoice } from '@tutorium/contract/fees';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceInstalments } from '../../src/db/schema';
import { coverInstalments } from '../../src/modules/fees/invoice-view';
import { addMonths } from '../../src/modules/fees/open-invoices';
import { todayIn } from '../../src/platform/time-zone';
import { createCourse } from '../helpers/courses';
import { linkGuardian } from '../helpers/guardians';
import { expectRefusal, json, send, statusesFor, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { enrolAndInvoice, invoiceOf, pay } from './fee-fixtures';

describe('reading invoices', () => {
  const t = useTestApp();
  const cast = useSignedInUsers(t, {
    teacher: ['teacher', { name: 'Meera Teacher' }],
    otherTeacher: 'teacher',
    admin: 'admin',
    asha: ['student', { name: 'Asha Rao' }],
    ravi: ['student', { name: 'Ravi Kumar' }],
    guardian: 'guardian',
    otherGuardian: 'guardian',
  });
  let courseId = '';
  let invoice: Invoice;

  beforeAll(async () => {
    const course = await createCourse(t, cast.teacher, { title: 'Physics', price: 90, instalments: 3 });
    courseId = course.id;
    invoice = await enrolAndInvoice(t, cast.asha, courseId);
    await enrolAndInvoice(t, cast.ravi, courseId);
    await linkGuardian(t, cast.teacher, cast.asha, cast.guardian);
    await linkGuardian(t, cast.teacher, cast.ravi, cast.otherGuardian);
  });

  it('gives the student their invoice: three parts adding up to the price, a month apart, nothing paid', async () => {
    const today = todayIn(t.config.timeZone, new Date());
    expect(invoice).toMatchObject({
      course: { id: courseId, title: 'Physics' },
      student: { id: cast.asha.id, name: 'Asha Rao', email: cast.asha.email },
      currency: t.config.currency,
      totalMinor: 9000,
      paidMinor: 0,
      refundedMinor: 0,
      dueMinor: 9000,
      status: 'open',
      nextDue: { dueDate: today, amountMinor: 3000 },
      entries: [],
      canPayOnline: false,
    });
    expect(invoice.instalments).toEqual([
      { seq: 1, amountMinor: 3000, dueDate: today, paidMinor: 0, status: 'due' },
      { seq: 2, amountMinor: 3000, dueDate: addMonths(today, 1), paidMinor: 0, status: 'due' },
      { seq: 3, amountMinor: 3000, dueDate: addMonths(today, 2), paidMinor: 0, status: 'due' },
    ]);
  });

  it("lists only the signed-in student's own invoices, and only for students", async () => {
    const mine = json<{ data: Invoice[] }>(await send(t, 'GET', '/api/students/me/invoices', { as: cast.ravi })).data;
    expect(mine.map((item) => item.student?.id)).toEqual([cast.ravi.id]);
    expect(await statusesFor(t, 'GET', '/api/students/me/invoices', [null, cast.teacher, cast.guardian])).toEqual([
      401, 403, 403,
    ]);
  });

  it('lists newest first', async () => {
    const second = await createCourse(t, cast.teacher, { title: 'Chemistry', price: 10 });
    await enrolAndInvoice(t, cast.asha, second.id);
    const mine = json<{ data: Invoice[] }>(await send(t, 'GET', '/api/students/me/invoices', { as: cast.asha })).data;
    expect(mine.map((item) => item.course.title)).toEqual(['Chemistry', 'Physics']);
  });

  it('shows one invoice to its student, their guardian, the course teacher and an admin', async () => {
    const url = `/api/invoices/${invoice.id}`;
    expect(await statusesFor(t, 'GET', url, [cast.asha, cast.guardian, cast.teacher, cast.admin])).toEqual([
      200, 200, 200, 200,
    ]);
    const asTeacher = json<{ data: Invoice }>(await send(t, 'GET', url, { as: cast.teacher })).data;
    expect(asTeacher).toEqual({ ...invoice, canPayOnline: false });
  });

  it("refuses another student, another teacher and another child's guardian; 404 for an unknown one", async () => {
    const url = `/api/invoices/${invoice.id}`;
    expect((await send(t, 'GET', url)).statusCode).toBe(401);
    for (const caller of [cast.ravi, cast.otherTeacher, cast.otherGuardian]) {
      expectRefusal(await send(t, 'GET', url, { as: caller }), 403, 'not_your_invoice', 'This invoice is not yours');
    }
    const unknown = await send(t, 'GET', `/api/invoices/${randomUUID()}`, { as: cast.admin });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ success: false, message: 'Invoice not found' });
  });

  it("gives a guardian their linked child's invoices, and refuses anyone else's child alike", async () => {
    const url = `/api/guardian/children/${cast.asha.id}/invoices`;
    const read = await send(t, 'GET', url, { as: cast.guardian });
    expect(read.statusCode).toBe(200);
    expect(json<{ data: Invoice[] }>(read).data.map((item) => item.course.title)).toEqual(['Chemistry', 'Physics']);
    const notMine = 'You can only see children linked to your account';
    expectRefusal(await send(t, 'GET', url, { as: cast.otherGuardian }), 403, 'not_your_child', notMine);
    expectRefusal(await send(t, 'GET', url, { as: cast.teacher }), 403, 'not_your_child', notMine);
    const unknown = `/api/guardian/children/${randomUUID()}/invoices`;
    expectRefusal(await send(t, 'GET', unknown, { as: cast.guardian }), 403, 'not_your_child', notMine);
    expect((await send(t, 'GET', url)).statusCode).toBe(401);
  });

  it('covers the instalments in order with what was paid; an unpaid part past its date is overdue', async () => {
    await t.db
      .update(invoiceInstalments)
      .set({ dueDate: '2020-01-01' })
      .where(eq(invoiceInstalments.invoiceId, invoice.id));
    expect((await pay(t, cast.teacher, invoice.id, { amountMinor: 4000 })).statusCode).toBe(201);
    const read = await invoiceOf(t, cast.asha, courseId);
    expect(read.instalments.map((part) => [part.paidMinor, part.status])).toEqual([
      [3000, 'paid'],
      [1000, 'overdue'],
      [0, 'overdue'],
    ]);
    expect(read).toMatchObject({
      paidMinor: 4000,
      dueMinor: 5000,
      nextDue: { dueDate: '2020-01-01', amountMinor: 2000 },
    });
    expect(read.entries).toEqual([
      expect.objectContaining({
        kind: 'payment',
        amountMinor: 4000,
        method: 'cash',
        recordedBy: { id: cast.teacher.id, name: 'Meera Teacher' },
        refundRequest: null,
        canRequestRefund: true,
      }),
    ]);
    // The teacher reads the same entry, but only the student may ask for it back.
    const asTeacher = json<{ data: Invoice }>(
      await send(t, 'GET', `/api/invoices/${invoice.id}`, { as: cast.teacher }),
    );
    expect(asTeacher.data.entries[0]?.canRequestRefund).toBe(false);
  });
});

describe('instalment statuses', () => {
  const parts = [
    { seq: 2, amountMinor: 300, dueDate: '2026-02-01' },
    { seq: 1, amountMinor: 400, dueDate: '2026-01-01' },
    { seq: 3, amountMinor: 300, dueDate: '2026-03-01' },
  ];

  it('paid when covered, overdue once past due, due otherwise, cancelled when the invoice is', () => {
    const open = coverInstalments({ cancelledAt: null, paidMinor: 500 }, parts, '2026-02-01');
    expect(open.map((part) => [part.seq, part.paidMinor, part.status])).toEqual([
      [1, 400, 'paid'],
      [2, 100, 'due'],
      [3, 0, 'due'],
    ]);
    const later = coverInstalments({ cancelledAt: null, paidMinor: 500 }, parts, '2026-02-02');
    expect(later.map((part) => part.status)).toEqual(['paid', 'overdue', 'due']);
    const cancelled = coverInstalments({ cancelledAt: new Date(), paidMinor: 400 }, parts, '2026-05-01');
    expect(cancelled.map((part) => part.status)).toEqual(['paid', 'cancelled', 'cancelled']);
  });
});

describe('paying online, when a provider is set up', () => {
  const t = useTestApp({ STRIPE_SECRET_KEY: 'sk_test_fees_view', STRIPE_WEBHOOK_SECRET: 'whsec_fees_view' });
  const cast = useSignedInUsers(t, { teacher: 'teacher', asha: 'student', guardian: 'guardian', other: 'guardian' });

  it('is offered to the student and their guardian while the invoice is open, never to the teacher', async () => {
    const course = await createCourse(t, cast.teacher, { price: 20 });
    const invoice = await enrolAndInvoice(t, cast.asha, course.id);
    await linkGuardian(t, cast.teacher, cast.asha, cast.guardian);
    expect(invoice.canPayOnline).toBe(true);
    const url = `/api/invoices/${invoice.id}`;
    const read = async (as: typeof cast.teacher) => json<{ data: Invoice }>(await send(t, 'GET', url, { as })).data;
    expect((await read(cast.guardian)).canPayOnline).toBe(true);
    expect((await read(cast.teacher)).canPayOnline).toBe(false);
    expect((await pay(t, cast.teacher, invoice.id, { amountMinor: 2000 })).statusCode).toBe(201);
    expect((await read(cast.asha)).canPayOnline).toBe(false);
  });
});
