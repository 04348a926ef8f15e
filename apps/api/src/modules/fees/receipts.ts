import type { Language } from '@tutorium/contract/languages';
import { screenPaths } from '@tutorium/contract/screen-paths';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { translate } from '../../platform/language';
import type { Mail } from '../../platform/mailer';
import { enqueueEmails } from '../../platform/outbox';
import { moneyText, readerLanguage } from '../../platform/reader-language';
import { activeGuardiansOf, loadReceipt, nextInstalmentDue, type Receipt } from './receipt-data';
import { dueDateText, methodLabels, paidAtText } from './receipt-words';

/** Someone a receipt is emailed to, with where they follow the fees and whose fees they are. */
interface Reader {
  name: string;
  email: string;
  language: string | null;
  /** The fees screen the email links to: the student's own, or the guardian's page of the child. */
  feesPath: string;
  /** For a guardian: the student the payment was for. */
  childName?: string;
}

function receiptMail(
  ctx: AppContext,
  entryId: string,
  receipt: Receipt,
  next: { dueDate: string; amountMinor: number } | null,
  reader: Reader,
): Mail {
  const language: Language = readerLanguage(reader.language);
  const t = (text: string, values?: Record<string, string>) => translate(language, text, values);
  const money = (minor: number) => moneyText(language, minor, receipt.currency);
  const number = String(receipt.receiptNumber);
  const amount = money(receipt.amountMinor);
  const course = receipt.courseTitle;
  return {
    to: reader.email,
    subject: t(/*i18n*/ 'Receipt {number}: {amount} paid for {course}', { number, amount, course }),
    text: [
      t(/*i18n*/ 'Hello {name},', { name: reader.name }),
      '',
      reader.childName === undefined
        ? t(/*i18n*/ 'We received your payment for {course}. Thank you.', { course })
        : t(/*i18n*/ 'We received a payment for {student} in {course}. Thank you.', {
            student: reader.childName,
            course,
          }),
      '',
      t(/*i18n*/ 'Receipt number: {number}', { number }),
      t(/*i18n*/ 'Amount: {amount}', { amount }),
      t(/*i18n*/ 'Method: {method}', { method: t(methodLabels[receipt.method]) }),
      ...(receipt.reference ? [t(/*i18n*/ 'Reference: {reference}', { reference: receipt.reference })] : []),
      t(/*i18n*/ 'Date: {date}', { date: paidAtText(language, receipt.paidAt, ctx.config.timeZone) }),
      '',
      t(/*i18n*/ 'Still due: {amount}', { amount: money(receipt.dueMinor) }),
      next === null
        ? t(/*i18n*/ 'Nothing more is due on this course.')
        : t(/*i18n*/ 'Next instalment: {amount} due on {date}', {
            amount: money(next.amountMinor),
            date: dueDateText(language, next.dueDate),
          }),
      '',
      t(/*i18n*/ 'Download the receipt (PDF, after signing in): {link}', {
        link: `${ctx.config.publicUrl}/api/payments/${encodeURIComponent(entryId)}/receipt`,
      }),
      t(/*i18n*/ 'See the fees: {link}', { link: `${ctx.config.publicUrl}${reader.feesPath}` }),
    ].join('\n'),
  };
}

/**
 * Emails the receipt of the payment `entryId`, in the caller's transaction (the one that recorded it,
 * at the desk or from the provider's webhook): to the invoice's student and to each guardian linked
 * to them now, each in their own language. The outbox sends them once the payment is committed. The
 * PDF is not attached (the outbox sends plain text); the email links to it.
 */
export async function sendReceiptEmails(ctx: AppContext, tx: Database, entryId: string): Promise<void> {
  const receipt = await loadReceipt(tx, entryId);
  if (!receipt) throw new Error(`ledger entry ${entryId} is no payment: it has no receipt`);
  const { studentId } = receipt;
  // An erased student's payment has no one left to tell.
  if (studentId === null) return;
  const [studentRow] = await tx
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, studentId));
  if (!studentRow) return;
  const childPath = screenPaths['guardian.child'].replace(':studentId', encodeURIComponent(studentId));
  const readers: Reader[] = [
    { ...studentRow, feesPath: screenPaths['student.fees'] },
    ...(await activeGuardiansOf(tx, studentId)).map((guardian) => ({
      ...guardian,
      feesPath: childPath,
      childName: studentRow.name,
    })),
  ];
  const next = receipt.dueMinor > 0 ? await nextInstalmentDue(tx, receipt.invoiceId, receipt.paidToDateMinor) : null;
  await enqueueEmails(
    tx,
    readers.map((reader) => receiptMail(ctx, entryId, receipt, next, reader)),
  );
}
