import { type InvoiceStatus, minorUnitsPerMajor } from '@tutorium/contract/fees';
import type { Language } from '@tutorium/contract/languages';
import { stringify } from 'csv-stringify/sync';
import { translate } from '../../platform/language';
import type { DueLine } from './dues';

/** Each status as the download writes it. */
const statusWords: Record<InvoiceStatus, string> = {
  open: /*i18n*/ 'open',
  paid: /*i18n*/ 'paid',
  cancelled: /*i18n*/ 'cancelled',
};

/**
 * An amount in minor units as a spreadsheet reads a decimal in major units: 125000 paise is
 * "1250.00", 500 yen "500". Worked in whole numbers, so no float ever rounds a paisa away.
 */
export function majorUnits(minor: number, currency: string): string {
  const perMajor = minorUnitsPerMajor(currency);
  const digits = String(perMajor).length - 1;
  const sign = minor < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(minor) / perMajor);
  if (digits === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(Math.abs(minor) % perMajor).padStart(digits, '0')}`;
}

/**
 * The dues list as a spreadsheet opens it, headings and words in `language` (the requester's).
 * A cell starting like a formula (a student named "=HYPERLINK(…)") is written with a leading
 * apostrophe, so the spreadsheet shows it as text rather than running it.
 */
export function duesCsv(lines: readonly DueLine[], language: Language): string {
  const t = (text: string) => translate(language, text);
  return stringify(
    [
      [
        t(/*i18n*/ 'Student'),
        t(/*i18n*/ 'Email'),
        t(/*i18n*/ 'Course'),
        t(/*i18n*/ 'Currency'),
        t(/*i18n*/ 'Total'),
        t(/*i18n*/ 'Paid'),
        t(/*i18n*/ 'Due'),
        t(/*i18n*/ 'Next due date'),
        t(/*i18n*/ 'Next due amount'),
        t(/*i18n*/ 'Status'),
        t(/*i18n*/ 'Overdue'),
      ],
      ...lines.map((line) => [
        line.student?.name ?? t(/*i18n*/ 'Former student'),
        line.student?.email ?? '',
        line.course.title,
        line.currency,
        majorUnits(line.totalMinor, line.currency),
        majorUnits(line.paidMinor, line.currency),
        majorUnits(line.dueMinor, line.currency),
        line.nextDue?.dueDate ?? '',
        line.nextDue === null ? '' : majorUnits(line.nextDue.amountMinor, line.currency),
        t(statusWords[line.status]),
        line.overdue ? t(/*i18n*/ 'yes') : t(/*i18n*/ 'no'),
      ]),
    ],
    { escape_formulas: true },
  );
}
