import type { Invoice } from '@tutorium/contract/fees';
import { count, desc, eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataExports, feeLedger, invoices, users } from '../../src/db/schema';
import { createCourse } from '../helpers/courses';
import { findTraces } from '../helpers/personal-data';
import { readMail } from '../helpers/smtp-sink';
import { json, send, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { enrolAndInvoice, pay } from './fee-fixtures';

const names = { nadia: 'Nadia Leaving', pat: 'Pat Cashier' };

describe("fees and a person's data", () => {
  const t = useTestApp();
  const cast = useSignedInUsers(t, {
    admin: 'admin',
    cashier: ['admin', { name: names.pat }],
    teacher: 'teacher',
    nadia: ['student', { name: names.nadia }],
    other: 'student',
  });
  let paid: Invoice;
  let partPaid: Invoice;

  beforeAll(async () => {
    const physics = await createCourse(t, cast.teacher, { title: 'Physics', price: 100, instalments: 2 });
    const chemistry = await createCourse(t, cast.teacher, { title: 'Chemistry', price: 30 });
    paid = await enrolAndInvoice(t, cast.nadia, physics.id);
    partPaid = await enrolAndInvoice(t, cast.nadia, chemistry.id);
    await enrolAndInvoice(t, cast.other, chemistry.id);
    for (const [invoiceId, amountMinor, by] of [
      [paid.id, 4000, cast.cashier],
      [paid.id, 6000, cast.teacher],
      [partPaid.id, 1000, cast.cashier],
    ] as const) {
      const response = await pay(t, by, invoiceId, { amountMinor, reference: `REF-${amountMinor}` });
      if (response.statusCode !== 201) throw new Error(`payment refused: ${response.body}`);
    }
  });

  /** Requests the student's export, waits for it to be built, and answers its files by name. */
  async function exportOf(user: TestUser): Promise<(name: string) => Record<string, unknown>[]> {
    expect((await send(t, 'POST', '/api/privacy/exports', { as: user })).statusCode).toBe(202);
    await expect
      .poll(
        async () => {
          const [latest] = await t.db
            .select({ status: dataExports.status })
            .from(dataExports)
            .where(eq(dataExports.userId, user.id))
            .orderBy(desc(dataExports.requestedAt))
            .limit(1);
          return latest?.status;
        },
        { timeout: 20_000 },
      )
      .toBe('ready');
    await t.app.outbox.drain();
    const mail = await t.mail.waitFor(
      (item) => item.to.includes(user.email) && /[?&]export=/.test(readMail(item).text),
    );
    const token = /[?&]export=([A-Za-z0-9_-]+)/.exec(readMail(mail).text)?.[1] ?? '';
    const download = await send(t, 'GET', `/api/privacy/exports/download?token=${token}`, { as: user });
    expect(download.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(download.rawPayload));
    return (name) => JSON.parse(strFromU8(files[`${name}.json`] ?? new Uint8Array())) as Record<string, unknown>[];
  }

  it("exports the student's invoices, their instalments and their payments with receipt numbers", async () => {
    const read = await exportOf(cast.nadia);
    expect(read('invoices').map((row) => [row.id, row.courseTitle, row.totalMinor, row.paidMinor])).toEqual([
      [paid.id, 'Physics', 10000, 10000],
      [partPaid.id, 'Chemistry', 3000, 1000],
    ]);
    expect(read('invoice_instalments').map((row) => [row.invoiceId, row.seq, row.amountMinor])).toEqual([
      [paid.id, 1, 5000],
      [paid.id, 2, 5000],
      [partPaid.id, 1, 3000],
    ]);
    const payments = read('fee_payments');
    expect(payments.map((row) => [row.invoiceId, row.kind, row.amountMinor, row.reference])).toEqual([
      [paid.id, 'payment', 4000, 'REF-4000'],
      [paid.id, 'payment', 6000, 'REF-6000'],
      [partPaid.id, 'payment', 1000, 'REF-1000'],
    ]);
    expect(payments.map((row) => row.receiptNumber)).toEqual([1, 2, 3]);
    // Who recorded them is the staff member's data, not hers.
    expect(payments.every((row) => !('recordedBy' in row))).toBe(true);
  });

  it('keeps the ledger when the student is erased, without her name; what she still owed is owed by nobody', async () => {
    const [before] = await t.db.select({ n: count() }).from(feeLedger);
    const response = await send(t, 'DELETE', '/api/privacy/account', {
      as: cast.nadia,
      payload: { password: cast.nadia.password },
    });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select({ n: count() }).from(feeLedger)).toEqual([before]);
    const rows = await t.db
      .select()
      .from(invoices)
      .where(inArray(invoices.id, [paid.id, partPaid.id]))
      .orderBy(invoices.totalMinor);
    expect(rows.map((row) => [row.courseTitle, row.studentId, row.paidMinor, row.cancelledAt !== null])).toEqual([
      ['Chemistry', null, 1000, true],
      ['Physics', null, 10000, false],
    ]);
    const asAdmin = json<{ data: Invoice }>(await send(t, 'GET', `/api/invoices/${paid.id}`, { as: cast.admin })).data;
    expect(asAdmin).toMatchObject({ student: null, status: 'paid', paidMinor: 10000 });
    expect(asAdmin.entries).toHaveLength(2);
    expect(await findTraces(t, [cast.nadia.id, cast.nadia.email, names.nadia])).toEqual([]);
  });

  it('keeps the entries a staff member recorded when they are erased, recorded by nobody', async () => {
    const response = await send(t, 'DELETE', `/api/users/${cast.cashier.id}`, { as: cast.admin });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, cast.cashier.id))).toEqual([]);
    const invoice = json<{ data: Invoice }>(await send(t, 'GET', `/api/invoices/${paid.id}`, { as: cast.admin })).data;
    expect(invoice.entries.map((entry) => [entry.amountMinor, entry.recordedBy?.id ?? null])).toEqual([
      [4000, null],
      [6000, cast.teacher.id],
    ]);
    const [byNobody] = await t.db.select({ n: count() }).from(feeLedger).where(eq(feeLedger.amountMinor, 1000));
    expect(byNobody?.n).toBe(1);
    expect(await findTraces(t, [cast.cashier.id, cast.cashier.email, names.pat])).toEqual([]);
  });
});
