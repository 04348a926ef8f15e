import { screenPaths } from '@tutorium/contract/screen-paths';
import type { Database } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { translate } from '../../platform/language';
import { enqueueEmail } from '../../platform/outbox';
import { moneyText, readerLanguage } from '../../platform/reader-language';

interface Recipient {
  email: string;
  language: string | null;
}

type RefundEmail =
  | { kind: 'requested'; amountMinor: number }
  | { kind: 'approved'; amountMinor: number; ended: boolean }
  | { kind: 'declined'; note: string }
  | { kind: 'given'; amountMinor: number; ended: boolean };

/**
 * Tells the student, in their language, where their refund stands: asked for, approved (how much,
 * and that the seat ended), declined (with the admin's note), or given on an admin's decision.
 * Queued in the caller's transaction, so it goes exactly when the change commits.
 */
export async function emailRefundNews(
  ctx: AppContext,
  tx: Database,
  student: Recipient | null,
  course: string,
  currency: string,
  news: RefundEmail,
): Promise<void> {
  if (student === null) return;
  const language = readerLanguage(student.language);
  const money = (amountMinor: number) => moneyText(language, amountMinor, currency);
  const link = translate(language, /*i18n*/ 'Your fees: {link}', {
    link: `${ctx.config.publicUrl}${screenPaths['student.fees']}`,
  });
  const endedLine = translate(language, /*i18n*/ 'Your enrolment in {course} has ended with the refund.', { course });
  let subject: string;
  let lines: string[];
  switch (news.kind) {
    case 'requested':
      subject = translate(language, /*i18n*/ 'We received your refund request for {course}', { course });
      lines = [
        translate(
          language,
          /*i18n*/ 'You asked for your payment of {amount} for {course} back. An administrator will decide, and you will hear by email.',
          { amount: money(news.amountMinor), course },
        ),
      ];
      break;
    case 'approved':
      subject = translate(language, /*i18n*/ 'Your refund for {course} was approved', { course });
      lines = [
        translate(language, /*i18n*/ 'Your refund request was approved: {amount} is on its way back to you.', {
          amount: money(news.amountMinor),
        }),
        ...(news.ended ? [endedLine] : []),
      ];
      break;
    case 'declined':
      subject = translate(language, /*i18n*/ 'Your refund request for {course} was declined', { course });
      lines = [
        translate(language, /*i18n*/ 'An administrator declined your refund request for {course}.', { course }),
        ...(news.note ? [translate(language, /*i18n*/ 'Their note: {note}', { note: news.note })] : []),
      ];
      break;
    case 'given':
      subject = translate(language, /*i18n*/ 'A refund for {course}', { course });
      lines = [
        translate(language, /*i18n*/ 'An administrator refunded {amount} of your payment for {course}.', {
          amount: money(news.amountMinor),
          course,
        }),
        ...(news.ended ? [endedLine] : []),
      ];
      break;
  }
  await enqueueEmail(tx, { to: student.email, subject, text: [...lines, '', link].join('\n') });
}
