import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
import { messages } from './messages';

/** Field schemas reused by several request bodies, so every form and route says the same thing. */
export const emailField = z
  .string({ error: messages.reset.emailRequired })
  .trim()
  .min(1, messages.reset.emailRequired)
  .max(EMAIL_MAX_LENGTH, 'Email address is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const nameField = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`);

export const phoneText = z
  .string()
  .trim()
  .max(30, 'Phone number is too long')
  .regex(/^[+()\-.\s\d]*$/, 'Please enter a valid phone number');

export const phoneField = phoneText.optional().default('');

export const idParamsSchema = z.object({ id: z.uuid('Not a valid id') });

/** Whether `value` is a YYYY-MM-DD calendar date that really exists (no 30 February). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export const isoDateField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine(isIsoDate, `${label} is not a valid date`);

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** An IANA time zone such as "Europe/Paris", in which a download writes its times. */
export const timeZoneField = z.string().trim().max(64).refine(isTimeZone, 'Not a known time zone');
