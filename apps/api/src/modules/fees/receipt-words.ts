import type { PaymentMethod } from '@tutorium/contract/fees';
import { LANGUAGE_LOCALES, type Language } from '@tutorium/contract/languages';

/** How each way of paying is named on a receipt and in its email. */
export const methodLabels = {
  cash: /*i18n*/ 'Cash',
  upi: /*i18n*/ 'UPI',
  bank_transfer: /*i18n*/ 'Bank transfer',
  cheque: /*i18n*/ 'Cheque',
  online: /*i18n*/ 'Online',
} as const satisfies Record<PaymentMethod, string>;

/** English keeps the month-first form the emails use; every other language its own locale's. */
const localeOf = (language: Language) => (language === 'en' ? 'en-US' : LANGUAGE_LOCALES[language]);

/** When a payment was recorded, with its year, in the institute's zone: "Mar 10, 2027, 6:30 PM", "10 मार्च 2027, 6:30 pm". */
export const paidAtText = (language: Language, moment: Date, timeZone: string): string =>
  new Intl.DateTimeFormat(localeOf(language), { timeZone, dateStyle: 'medium', timeStyle: 'short' })
    .format(moment)
    // ICU puts a narrow no-break space before AM/PM; plain-text mail and the PDF's fonts read a plain one better.
    .replace(/\u202f/g, ' ');

/** A calendar date (YYYY-MM-DD, an instalment's due date) with its year: "Apr 10, 2027", "10 अप्रैल 2027". */
export const dueDateText = (language: Language, date: string): string =>
  new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC', dateStyle: 'medium' }).format(
    new Date(`${date}T00:00:00Z`),
  );
