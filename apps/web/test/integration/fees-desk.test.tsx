import { screen, waitFor, within } from '@testing-library/react';
import { feeMessages } from '@tutorium/contract/fees';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrolments, feeLedger, refundRequests } from '../../../api/src/db/schema';
import { enrolForInvoice, record } from '../../../api/test/fees/dues-fixtures';
import { createCourse } from '../../../api/test/helpers/courses';
import { createSignedInUser, createStudentsNamed, send } from '../../../api/test/helpers/test-app';
import { searchAgain } from './forms';
import { withRealApi } from './real-api';

const api = withRealApi({ CURRENCY: 'INR', TIME_ZONE: 'Asia/Kolkata' });

const ledgerOf = (invoiceId: string) => api.t.db.select().from(feeLedger).where(eq(feeLedger.invoiceId, invoiceId));

describe('the desk’s fee screens against the real API', () => {
  it('lists the dues of the teacher’s courses, searches them and records a payment from a row', async () => {
    const teacher = await api.signIn('teacher');
    const [ana, ben, grace] = await createStudentsNamed(api.t, ['Ana Rao', 'Ben Kumar', 'Grace Hopper']);
    const maths = await createCourse(api.t, teacher, { title: 'Maths', price: 1200, instalments: 3 });
    const other = await createCourse(api.t, await createSignedInUser(api.t, 'teacher'), {
      title: 'Physics',
      price: 300,
    });
    await enrolForInvoice(api.t, ana, maths.id);
    const benInvoice = await enrolForInvoice(api.t, ben, maths.id);
    await enrolForInvoice(api.t, grace, other.id);
    const { user } = api.renderAt('/admin/dues');

    const table = await screen.findByRole('table', { name: 'Dues' });
    expect(within(table).getByRole('rowheader', { name: /Ana Rao/ })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: /Ben Kumar/ })).toBeTruthy();
    expect(within(table).queryByText(/Grace Hopper/)).toBeNull();
    const totals = screen.getByRole('list', { name: 'Totals of every matching invoice' });
    expect(within(totals).getAllByText('₹2,400.00')).toHaveLength(2);
    expect(screen.getByText('2 invoices')).toBeTruthy();

    await searchAgain(user, 'Search students', 'kumar');
    expect(await screen.findByText('1 invoice')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Record payment from Ben Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    const amount = within(dialog).getByLabelText('Amount (INR)');
    await user.type(amount, '450.505');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Use at most 2 decimal places')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText(feeMessages.overpaid)).toBeTruthy();
    expect(await ledgerOf(benInvoice)).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '450.50');
    await user.selectOptions(within(dialog).getByLabelText('Method'), 'UPI');
    await user.type(within(dialog).getByLabelText('Reference (optional)'), 'UTR 7731');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(feeMessages.paymentRecorded)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = within(screen.getByRole('table', { name: 'Dues' })).getByRole('row', { name: /Ben Kumar/ });
    expect(await within(row).findByText('₹749.50')).toBeTruthy();
    expect(within(row).getByText('₹450.50')).toBeTruthy();
    const ledger = await ledgerOf(benInvoice);
    expect(ledger).toMatchObject([
      { kind: 'payment', amountMinor: 45_050, method: 'upi', reference: 'UTR 7731', recordedBy: teacher.id },
    ]);
    expect(ledger[0]?.receiptNumber).toBeGreaterThan(0);
  });

  it('shows an invoice’s instalments and ledger, and corrects and refunds an entry as an admin', async () => {
    await api.signIn('admin');
    const teacher = await createSignedInUser(api.t, 'teacher');
    const [asha] = await createStudentsNamed(api.t, ['Asha Iyer']);
    const course = await createCourse(api.t, teacher, { title: 'Chemistry', price: 900, instalments: 3 });
    const invoiceId = await enrolForInvoice(api.t, asha, course.id);
    const paymentId = await record(api.t, { invoiceId, kind: 'payment', amountMinor: 30_000 });
    const { user } = api.renderAt(`/admin/invoices/${invoiceId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice: Asha Iyer' })).toBeTruthy();
    const instalments = screen.getByRole('table', { name: 'Instalments' });
    expect(within(instalments).getAllByRole('row')).toHaveLength(4);
    const ledger = screen.getByRole('table', { name: 'Ledger' });
    expect(within(ledger).getByText('₹300.00')).toBeTruthy();
    const [payment] = await ledgerOf(invoiceId);
    expect(within(ledger).getByRole('button', { name: `Download receipt ${payment?.receiptNumber}` })).toBeTruthy();

    await user.click(within(ledger).getByRole('button', { name: /^Correct the entry of/ }));
    const correction = await screen.findByRole('dialog', { name: 'Correct an entry' });
    await user.type(within(correction).getByLabelText('Correction (INR)'), '-50');
    await user.click(within(correction).getByRole('button', { name: 'Record correction' }));
    expect(await within(correction).findByText('Say why the entry is corrected')).toBeTruthy();
    await user.type(within(correction).getByLabelText('Why'), 'Counted twice');
    await user.click(within(correction).getByRole('button', { name: 'Record correction' }));
    expect(await screen.findByText(feeMessages.correctionRecorded)).toBeTruthy();

    await user.click(
      within(screen.getByRole('table', { name: 'Ledger' })).getByRole('button', { name: /^Refund the payment of/ }),
    );
    const refund = await screen.findByRole('dialog', { name: 'Refund payment' });
    await user.type(within(refund).getByLabelText('Amount to refund (INR, optional)'), '100');
    await user.type(within(refund).getByLabelText('Why'), 'Missed the first week');
    await user.click(within(refund).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(feeMessages.refundGiven)).toBeTruthy();

    const entries = await ledgerOf(invoiceId);
    expect(entries.find((entry) => entry.kind === 'correction')).toMatchObject({
      amountMinor: -5000,
      correctsId: paymentId,
      note: 'Counted twice',
    });
    expect(entries.find((entry) => entry.kind === 'refund')).toMatchObject({
      amountMinor: -10_000,
      refundsId: paymentId,
      note: 'Missed the first week',
    });
    const figures = screen.getByRole('list', { name: 'Invoice figures' });
    const paid = within(figures).getByText('Paid').closest('li');
    await waitFor(() => expect(paid?.textContent).toBe('Paid₹150.00₹100.00 refunded'));
    expect(within(figures).getByText('Due').closest('li')?.textContent).toBe('Due₹750.00');
  });

  it('lets an admin approve a refund request, which then shows as approved', async () => {
    const admin = await api.signIn('admin');
    const teacher = await createSignedInUser(api.t, 'teacher');
    const [ravi] = await createStudentsNamed(api.t, ['Ravi Menon']);
    const course = await createCourse(api.t, teacher, { title: 'Biology', price: 400 });
    const invoiceId = await enrolForInvoice(api.t, ravi, course.id);
    const paymentId = await record(api.t, { invoiceId, kind: 'payment', amountMinor: 40_000 });
    const asked = await send(api.t, 'POST', `/api/payments/${paymentId}/refund-request`, {
      as: ravi,
      payload: { reason: 'Moving to another city' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { user } = api.renderAt('/admin/refunds');

    const table = await screen.findByRole('table', { name: 'Refund requests, newest first' });
    expect(within(table).getByRole('rowheader', { name: 'Ravi Menon' })).toBeTruthy();
    expect(within(table).getByText('Moving to another city')).toBeTruthy();
    expect(within(table).getByText('₹400.00')).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Approve the refund for Ravi Menon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve refund?' });
    await user.type(within(dialog).getByLabelText('Note to the student (optional)'), 'Within the guarantee');
    await user.click(within(dialog).getByRole('button', { name: 'Approve refund' }));
    expect(await screen.findByText(feeMessages.refundApproved)).toBeTruthy();
    expect(await screen.findByText('No refund requests waiting')).toBeTruthy();

    const [decided] = await api.t.db.select().from(refundRequests).where(eq(refundRequests.paymentId, paymentId));
    expect(decided).toMatchObject({ state: 'approved', decidedBy: admin.id, decisionNote: 'Within the guarantee' });
    const seat = await api.t.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.studentId, ravi.id), eq(enrolments.courseId, course.id)));
    expect(seat).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Approved' }));
    const approved = await screen.findByRole('table', { name: 'Refund requests, newest first' });
    expect(await within(approved).findByRole('rowheader', { name: 'Ravi Menon' })).toBeTruthy();
  });

  it('shows a teacher only the admins-only panel on Refunds', async () => {
    await api.signIn('teacher');
    api.renderAt('/admin/refunds');
    expect(await screen.findByText('Only administrators decide refund requests.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the revenue of the teacher’s courses by course and month', async () => {
    const teacher = await api.signIn('teacher');
    const [meena] = await createStudentsNamed(api.t, ['Meena Das']);
    const course = await createCourse(api.t, teacher, { title: 'Geography', price: 1000 });
    const invoiceId = await enrolForInvoice(api.t, meena, course.id);
    await record(api.t, { invoiceId, kind: 'payment', amountMinor: 25_000 });
    const { user } = api.renderAt('/admin/revenue');

    const totals = await screen.findByRole('list', { name: 'Revenue totals' });
    expect(within(totals).getByText('₹250.00')).toBeTruthy();
    expect(within(totals).getByText('₹750.00')).toBeTruthy();
    const byCourse = screen.getByRole('table', { name: 'Revenue by course' });
    expect(within(byCourse).getByRole('rowheader', { name: 'Geography' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Collected and refunded by month' })).toBeTruthy();

    await user.type(screen.getByLabelText('From'), '2030-02-01');
    await user.type(screen.getByLabelText('To'), '2030-01-01');
    expect(await screen.findByText('The end date must be on or after the start date')).toBeTruthy();
  });
});
