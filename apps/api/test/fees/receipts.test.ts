import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import type { Invoice, PaymentMethod } from '@tutorium/contract/fees';
import { eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, feeLedger, guardianLinks } from '../../src/db/schema';
import { appendLedgerEntry } from '../../src/modules/fees/public';
import { sendReceiptEmails } from '../../src/modules/fees/receipts';
import { createCourse } from '../helpers/courses';
import { inviteGuardian, linkGuardian } from '../helpers/guardians';
import {
  expectRefusal,
  json,
  send,
  statusesFor,
  type TestUser,
  useSignedInUsers,
  useTestApp,
} from '../helpers/test-app';
import { enrolAndInvoice } from './fee-fixtures';

const t = useTestApp({ CURRENCY: 'INR', TIME_ZONE: 'Asia/Kolkata' });
const cast = useSignedInUsers(t, {
  teacher: ['teacher', { name: 'Meera Teacher' }],
  otherTeacher: 'teacher',
  admin: ['admin', { name: 'Ada Admin' }],
  asha: ['student', { name: 'Asha Rao' }],
  ravi: ['student', { name: 'Ravi Kumar' }],
  erin: ['student', { name: 'Erin Erased' }],
  dad: ['guardian', { name: 'Dev Rao' }],
  hema: ['guardian', { name: 'Hema Rao', language: 'hi' }],
  invited: ['guardian', { name: 'Ira Invited' }],
  ended: ['guardian', { name: 'Eno Ended' }],
  waiting: ['guardian', { name: 'Wes Waiting' }],
  raviParent: ['guardian', { name: 'Ravi Parent' }],
});

let courseId = '';
let ashaInvoice: Invoice;

/** Records a payment the way the desk and the webhook do: the ledger entry and its receipt emails, in one transaction. */
async function recordPayment(
  invoiceId: string,
  payment: { amountMinor: number; method: PaymentMethod; reference?: string; recordedBy: string | null },
) {
  const entry = await t.db.transaction(async (tx) => {
    const row = await appendLedgerEntry(tx, { invoiceId, kind: 'payment', ...payment });
    if (!row) throw new Error('the payment was not recorded');
    await sendReceiptEmails(t.app.ctx, tx, row.id);
    return row;
  });
  if (entry.receiptNumber === null) throw new Error('a payment without a receipt number');
  return { id: entry.id, receiptNumber: entry.receiptNumber };
}

const mailsOf = (entryId: string) =>
  t.db
    .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, body: emailOutbox.body })
    .from(emailOutbox)
    .where(like(emailOutbox.body, `%/api/payments/${entryId}/receipt%`));

const download = (entryId: string, as?: TestUser, language?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/payments/${entryId}/receipt`,
    headers: { ...(as ? as.headers : {}), ...(language ? { 'accept-language': language } : {}) },
  });

/**
 * A PDF's document information entry (`/Title 16 0 R` and `16 0 obj (Receipt 12) endobj`): the one
 * text of a receipt not in a compressed stream. A string with more than Latin-1 is UTF-16BE with a BOM.
 */
function pdfInfo(response: LightMyRequestResponse, key: 'Title' | 'Subject'): string | undefined {
  const pdf = response.rawPayload.toString('latin1');
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(pdf)?.[1];
  const literal = ref && new RegExp(`\\n${ref} 0 obj\\n\\(((?:\\\\.|[^\\\\)])*)\\)\\nendobj`, 's').exec(pdf)?.[1];
  if (literal === undefined || literal === '') return undefined;
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = literal.replace(/\\(.)/gs, (_, char: string) => escapes[char] ?? char);
  return bytes.startsWith('\xfe\xff') ? Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le') : bytes;
}

/**
 * Whether the PDF draws Devanagari letters: the ToUnicode map of some embedded font (in a compressed
 * stream) maps a glyph to U+0900–U+097F. The rupee sign alone (in the Devanagari subset too) does not count.
 */
function drawsDevanagari(response: LightMyRequestResponse): boolean {
  const pdf = response.rawPayload;
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('\nstream\n', at);
    const end = start === -1 ? -1 : pdf.indexOf('\nendstream', start);
    if (end === -1) return false;
    const body = pdf.subarray(start + '\nstream\n'.length, end);
    at = end + 1;
    let text: string;
    try {
      text = inflateSync(body).toString('latin1');
    } catch {
      continue;
    }
    if (text.includes('begincmap') && /<09[0-7][0-9a-f]>/i.test(text)) return true;
  }
}

beforeAll(async () => {
  courseId = (await createCourse(t, cast.teacher, { title: 'Physics', price: 100, instalments: 2 })).id;
  ashaInvoice = await enrolAndInvoice(t, cast.asha, courseId);
  await linkGuardian(t, cast.asha, cast.asha, cast.dad);
  await linkGuardian(t, cast.asha, cast.asha, cast.hema);
  const endedLink = await linkGuardian(t, cast.asha, cast.asha, cast.ended);
  expect((await send(t, 'DELETE', `/api/guardian-links/${endedLink}`, { as: cast.admin })).statusCode).toBe(200);
  expect(
    (await inviteGuardian(t, cast.asha, cast.asha, { email: cast.invited.email, relationship: 'Aunt' })).statusCode,
  ).toBe(201);
  await enrolAndInvoice(t, cast.ravi, courseId);
  await linkGuardian(t, cast.ravi, cast.ravi, cast.raviParent);
  // Accepted, but waiting for an adult student's approval: not a guardian yet.
  await t.db.insert(guardianLinks).values(
    [cast.asha, cast.ravi].map((student) => ({
      studentId: student.id,
      guardianId: cast.waiting.id,
      invitedEmail: cast.waiting.email,
      state: 'awaiting_approval' as const,
    })),
  );
});

describe('receipt emails', () => {
  it('go to the student and each active guardian, naming the receipt, the amount and what is still due', async () => {
    const payment = await recordPayment(ashaInvoice.id, {
      amountMinor: 3000,
      method: 'upi',
      reference: 'UPI-778899',
      recordedBy: cast.teacher.id,
    });
    const mails = await mailsOf(payment.id);
    expect(mails.map((mail) => mail.to).sort()).toEqual([cast.asha.email, cast.dad.email, cast.hema.email].sort());

    const toAsha = mails.find((mail) => mail.to === cast.asha.email);
    expect(toAsha?.subject).toBe(`Receipt ${payment.receiptNumber}: ₹30.00 paid for Physics`);
    expect(toAsha?.body).toContain('Hello Asha Rao,');
    expect(toAsha?.body).toContain('We received your payment for Physics.');
    expect(toAsha?.body).toContain(`Receipt number: ${payment.receiptNumber}`);
    expect(toAsha?.body).toContain('Amount: ₹30.00');
    expect(toAsha?.body).toContain('Method: UPI');
    expect(toAsha?.body).toContain('Reference: UPI-778899');
    // ₹100 in two parts of ₹50: ₹30 paid leaves ₹20 of the first part and ₹70 in all.
    expect(toAsha?.body).toContain('Still due: ₹70.00');
    const firstDue = ashaInvoice.instalments[0]?.dueDate ?? '';
    const englishDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' }).format(
      new Date(`${firstDue}T00:00:00Z`),
    );
    expect(toAsha?.body).toContain(`Next instalment: ₹20.00 due on ${englishDate}`);
    expect(toAsha?.body).toContain(`${t.config.publicUrl}/api/payments/${payment.id}/receipt`);
    expect(toAsha?.body).toContain(`${t.config.publicUrl}/student/fees`);

    const toDad = mails.find((mail) => mail.to === cast.dad.email);
    expect(toDad?.body).toContain('We received a payment for Asha Rao in Physics.');
    expect(toDad?.body).toContain(`${t.config.publicUrl}/guardian/children/${cast.asha.id}`);
    expect(toDad?.body).not.toContain('/student/fees');
  });

  it('are written in each reader’s own language', async () => {
    const payment = await recordPayment(ashaInvoice.id, { amountMinor: 2000, method: 'cash', recordedBy: null });
    const mails = await mailsOf(payment.id);
    const secondDue = ashaInvoice.instalments[1]?.dueDate ?? '';
    const dateIn = (locale: string) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'medium' }).format(
        new Date(`${secondDue}T00:00:00Z`),
      );
    const toHema = mails.find((mail) => mail.to === cast.hema.email);
    const toDad = mails.find((mail) => mail.to === cast.dad.email);
    // The first part is paid now: the next is the second, ₹50, whose date Hema reads in Hindi.
    expect(dateIn('hi-IN')).toMatch(/[\u0900-\u097f]/u);
    expect(toHema?.body).toContain(dateIn('hi-IN'));
    expect(toHema?.body).not.toContain(dateIn('en-US'));
    expect(toDad?.body).toContain(dateIn('en-US'));
    expect(toHema?.body).toContain(String(payment.receiptNumber));
    expect(toHema?.body).toContain('₹20.00');
    // No reference given: no line for it.
    expect(toDad?.body).not.toContain('Reference:');
  });

  it('say nothing more is due once the invoice is paid in full', async () => {
    const payment = await recordPayment(ashaInvoice.id, { amountMinor: 5000, method: 'cheque', recordedBy: null });
    const toAsha = (await mailsOf(payment.id)).find((mail) => mail.to === cast.asha.email);
    expect(toAsha?.body).toContain('Still due: ₹0.00');
    expect(toAsha?.body).toContain('Nothing more is due on this course.');
    expect(toAsha?.body).toContain('Method: Cheque');
  });

  it('are sent only when the payment commits', async () => {
    const invoiceId = await invoiceIdOf(cast.ravi);
    const before = await t.db.select({ id: emailOutbox.id }).from(emailOutbox);
    await expect(
      t.db.transaction(async (tx) => {
        const row = await appendLedgerEntry(tx, {
          invoiceId,
          kind: 'payment',
          amountMinor: 1000,
          method: 'cash',
          recordedBy: cast.teacher.id,
        });
        if (row) await sendReceiptEmails(t.app.ctx, tx, row.id);
        throw new Error('the desk gave up');
      }),
    ).rejects.toThrow('the desk gave up');
    expect(await t.db.select({ id: emailOutbox.id }).from(emailOutbox)).toEqual(before);
  });
});

async function invoiceIdOf(student: TestUser): Promise<string> {
  const response = await send(t, 'GET', '/api/students/me/invoices', { as: student });
  const invoice = json<{ data: Invoice[] }>(response).data.find((item) => item.course.id === courseId);
  if (!invoice) throw new Error('no invoice');
  return invoice.id;
}

describe('GET /api/payments/:entryId/receipt', () => {
  let payment: { id: string; receiptNumber: number };

  beforeAll(async () => {
    payment = await recordPayment(await invoiceIdOf(cast.ravi), {
      amountMinor: 1500,
      method: 'bank_transfer',
      reference: 'NEFT-1',
      recordedBy: cast.teacher.id,
    });
  });

  it('answers the PDF to the student, their guardian, the course’s teacher and an admin', async () => {
    for (const reader of [cast.ravi, cast.raviParent, cast.teacher, cast.admin]) {
      const response = await download(payment.id, reader);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="receipt-${payment.receiptNumber}.pdf"`,
      );
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfInfo(response, 'Title')).toBe(`Receipt ${payment.receiptNumber}`);
      expect(pdfInfo(response, 'Subject')).toBe('Ravi Kumar, Physics');
    }
  });

  it('writes the receipt in the reader’s language, Hindi included', async () => {
    const response = await download(payment.id, cast.ravi, 'hi');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.toString('latin1')).toContain('/Lang (hi)');
    // The Hindi labels and dates are drawn in Devanagari; the English receipt has none.
    expect(drawsDevanagari(response)).toBe(true);
    expect(drawsDevanagari(await download(payment.id, cast.ravi, 'en'))).toBe(false);
  });

  it('refuses a visitor, another student, another teacher and the guardian of another child', async () => {
    const url = `/api/payments/${payment.id}/receipt`;
    expect(await statusesFor(t, 'GET', url, [null])).toEqual([401]);
    for (const stranger of [cast.asha, cast.otherTeacher, cast.dad, cast.invited, cast.ended, cast.waiting]) {
      expectRefusal(await download(payment.id, stranger), 403, 'not_your_invoice', 'This invoice is not yours');
    }
  });

  it('answers 404 for an unknown entry and for a correction, which has no receipt', async () => {
    expectRefusal(await download(randomUUID(), cast.admin), 404, 'not_found', 'Payment not found');
    const correction = await appendLedgerEntry(t.db, {
      invoiceId: await invoiceIdOf(cast.ravi),
      kind: 'correction',
      amountMinor: -500,
      method: 'bank_transfer',
      note: 'Typed 15 for 10',
      correctsId: payment.id,
      recordedBy: cast.admin.id,
    });
    if (!correction) throw new Error('the correction was not recorded');
    expectRefusal(await download(correction.id, cast.admin), 404, 'not_found', 'Payment not found');
    expectRefusal(await download(correction.id, cast.ravi), 404, 'not_found', 'Payment not found');
  });

  it('still downloads for an admin once the student is erased, without their name', async () => {
    const erinInvoice = await enrolAndInvoice(t, cast.erin, courseId);
    const erinPayment = await recordPayment(erinInvoice.id, { amountMinor: 4000, method: 'cash', recordedBy: null });
    expect(pdfInfo(await download(erinPayment.id, cast.admin), 'Subject')).toBe('Erin Erased, Physics');

    expect((await send(t, 'DELETE', `/api/users/${cast.erin.id}`, { as: cast.admin })).statusCode).toBe(200);
    const response = await download(erinPayment.id, cast.admin);
    expect(response.statusCode).toBe(200);
    expect(pdfInfo(response, 'Title')).toBe(`Receipt ${erinPayment.receiptNumber}`);
    expect(pdfInfo(response, 'Subject')).toBe('Former student, Physics');
    expect(response.rawPayload.toString('latin1')).not.toContain('Erin');
    // The ledger keeps the payment.
    const [kept] = await t.db.select().from(feeLedger).where(eq(feeLedger.id, erinPayment.id));
    expect(kept?.amountMinor).toBe(4000);
  });
});
