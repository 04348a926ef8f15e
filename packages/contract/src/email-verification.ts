import { z } from 'zod';
import { text } from './fields';
import { RESET_CODE_LENGTH } from './limits';
import { userSchema } from './users';

/**
 * How long an emailed confirmation (its code and its link) works. Longer than a reset code's 10 minutes:
 * people confirm an address when they next read their mail, and a code confirms an address, not a
 * sign-in. The five tries per code and the per-account limit on tries keep guessing out (docs/security.md).
 */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;
export const EMAIL_VERIFICATION_MAX_TRIES = 5;

export const emailVerificationMessages = {
  codeFormat: /*i18n*/ 'Please enter the 6-digit code from the email',
  invalidCode: /*i18n*/ 'That code is not right, or it has expired. Check the latest email or send a new code.',
  invalidLink:
    /*i18n*/ 'This confirmation link is not valid any more. Sign in and send a new code from the banner or Settings.',
  confirmed: /*i18n*/ 'Your email address is confirmed',
  changed: /*i18n*/ 'Your email address is changed',
  sent: /*i18n*/ 'We sent a new code and link to your email',
  nothingToConfirm: /*i18n*/ 'Your email address is already confirmed',
  changeCancelled: /*i18n*/ 'The email change is cancelled',
  changePending:
    /*i18n*/ 'Profile saved. We sent a code to your new email address: your email changes once you confirm it.',
  loadFailed: /*i18n*/ 'Could not load your email confirmation',
  confirmFailed: /*i18n*/ 'Could not confirm your email address',
  resendFailed: /*i18n*/ 'Could not send a new code',
  cancelFailed: /*i18n*/ 'Could not cancel the email change',
} as const;

export const emailVerificationCodeField = text(/*i18n*/ 'Code', { error: emailVerificationMessages.codeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), emailVerificationMessages.codeFormat);

export const confirmEmailCodeBodySchema = z.object({ code: emailVerificationCodeField });
export type ConfirmEmailCodeBody = z.input<typeof confirmEmailCodeBodySchema>;

/** The token from an emailed link: 256 random bits in base64url. */
export const confirmEmailLinkBodySchema = z.object({
  token: text(/*i18n*/ 'Link', { error: emailVerificationMessages.invalidLink })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, emailVerificationMessages.invalidLink),
});
export type ConfirmEmailLinkBody = z.input<typeof confirmEmailLinkBodySchema>;

/** Where the signed-in user's address stands. */
export const emailVerificationStateSchema = z.object({
  /** The address the account has now: the one it signs in with and is written to. */
  email: z.string(),
  emailVerified: z.boolean(),
  /** A new address waiting for its code before it replaces `email`; null when no change is waiting. */
  pendingEmail: z.string().nullable(),
  /** When the latest code (for `pendingEmail`, else for an unverified `email`) stops working; null if none was sent. */
  codeExpiresAt: z.string().nullable(),
});
export type EmailVerificationState = z.infer<typeof emailVerificationStateSchema>;

export const emailVerificationStateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: emailVerificationStateSchema,
});

/** A confirmed code answers the account as it now is (its address swapped, for a change). */
export const emailConfirmedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: userSchema,
});

/** A confirmed link answers only the address, as it may be opened where nobody is signed in. */
export const emailLinkConfirmedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ email: z.string() }),
});
