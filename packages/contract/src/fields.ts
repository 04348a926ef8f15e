import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
import { messages } from './messages';
import { sentence } from './text-with';

/**
 * C0 control characters and DEL have no place in what people type, and PostgreSQL refuses NUL in
 * text outright. Multi-line text keeps tab, line feed and carriage return.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these patterns exist to refuse control characters
const singleLineText = /^[^\u0000-\u001F\u007F]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these patterns exist to refuse control characters
const multiLineText = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/**
 * The one string type of every request field and query parameter: text without control characters
 * (tab and newlines only when `multiline`), refused with a message naming the field.
 * `error` is the message for a missing or non-string value.
 */
export const text = (label: string, options: { multiline?: boolean; error?: string } = {}) =>
  z
    .string({ error: options.error ?? sentence(/*i18n*/ '{label} must be text', { label }) })
    .regex(
      options.multiline ? multiLineText : singleLineText,
      sentence(/*i18n*/ '{label} must not contain control characters', { label }),
    );

/** Field schemas reused by several request bodies, so every form and route says the same thing. */
export const emailField = text(/*i18n*/ 'Email', { error: messages.reset.emailRequired })
  .trim()
  .min(1, messages.reset.emailRequired)
  .max(EMAIL_MAX_LENGTH, /*i18n*/ 'Email address is too long')
  .pipe(z.email(/*i18n*/ 'Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const passwordField = text(/*i18n*/ 'Password', { error: /*i18n*/ 'Password is required' })
  .min(
    PASSWORD_MIN_LENGTH,
    sentence(/*i18n*/ 'Password must be at least {min} characters', { min: PASSWORD_MIN_LENGTH }),
  )
  .max(
    PASSWORD_MAX_LENGTH,
    sentence(/*i18n*/ 'Password must be at most {max} characters', { max: PASSWORD_MAX_LENGTH }),
  );

export const nameField = text(/*i18n*/ 'Name', { error: /*i18n*/ 'Name is required' })
  .trim()
  .min(1, /*i18n*/ 'Name is required')
  .max(NAME_MAX_LENGTH, sentence(/*i18n*/ 'Name must be at most {max} characters', { max: NAME_MAX_LENGTH }));

export const phoneText = text(/*i18n*/ 'Phone number')
  .trim()
  .max(30, /*i18n*/ 'Phone number is too long')
  .regex(/^[+()\-.\s\d]*$/, /*i18n*/ 'Please enter a valid phone number');

export const phoneField = phoneText.optional().default('');

const httpUrl = z.url({ protocol: /^https?$/ });

/** An http(s) address, or '' for none. */
export const optionalHttpUrl = (label: string, error: string) =>
  text(label)
    .refine((value) => value === '' || httpUrl.safeParse(value).success, error)
    .optional()
    .default('');

export const idParamsSchema = z.object({ id: z.uuid(/*i18n*/ 'Not a valid id') });
export const courseIdParamsSchema = z.object({ courseId: z.uuid(/*i18n*/ 'Not a valid course id') });

/** Dates outside these years are typing mistakes, and PostgreSQL has no year 0. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

/** Whether `value` is a YYYY-MM-DD calendar date that really exists (no 30 February). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const inYearRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

/** Whether `value` is a real YYYY-MM-DD date from MIN_YEAR to MAX_YEAR: what every date field accepts. */
export const isSupportedDate = (value: string): boolean => isIsoDate(value) && inYearRange(value);

const yearRangeMessage = (label: string) =>
  sentence(/*i18n*/ '{label} must be between {min} and {max}', { label, min: MIN_YEAR, max: MAX_YEAR });

/** The one date type of every request field and query parameter: a real calendar date, YYYY-MM-DD. */
export const isoDateField = (label: string) =>
  z
    .string({ error: sentence(/*i18n*/ '{label} is required', { label }) })
    .min(1, sentence(/*i18n*/ '{label} is required', { label }))
    .regex(/^\d{4}-\d{2}-\d{2}$/, sentence(/*i18n*/ '{label} must be a date (YYYY-MM-DD)', { label }))
    .refine(isIsoDate, sentence(/*i18n*/ '{label} is not a valid date', { label }))
    .refine(inYearRange, yearRangeMessage(label));

/** The one date-time type: ISO 8601 with an offset, on a real date from MIN_YEAR to MAX_YEAR. */
export const isoDateTimeField = (
  label: string,
  error = sentence(/*i18n*/ '{label} must be an ISO date-time', { label }),
) =>
  z.iso
    .datetime({ offset: true, error })
    .refine((value) => isIsoDate(value.slice(0, 10)), error)
    .refine(inYearRange, yearRangeMessage(label));

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** An IANA time zone such as "Europe/Paris", in which a download writes its times. */
export const timeZoneField = text(/*i18n*/ 'Time zone')
  .trim()
  .max(64)
  .refine(isTimeZone, /*i18n*/ 'Not a known time zone');
