import {
  confirmEmailCodeBodySchema,
  confirmEmailLinkBodySchema,
  emailConfirmedResponseSchema,
  emailLinkConfirmedResponseSchema,
  emailVerificationMessages,
  emailVerificationStateResponseSchema,
} from '../email-verification';
import { defineEndpoint } from '../endpoint';

/**
 * Proving an address: a new account's own, or the new one of an email change (PUT /users/profile),
 * with the 6-digit code (signed in) or the emailed link (signed in or not). docs/security.md, "Verified addresses".
 */
export const emailVerificationEndpoints = {
  state: defineEndpoint({
    method: 'GET',
    path: '/auth/email-verification',
    summary: 'Whether your email address is confirmed, and any new address waiting for its code',
    fallbackMessage: emailVerificationMessages.loadFailed,
    tags: ['auth'],
    access: 'signed-in',
    status: 200,
    response: emailVerificationStateResponseSchema,
    rules: [],
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: '/auth/email-verification/resend',
    summary: 'Email a new code and link to the address waiting to be confirmed (the earlier one stops working)',
    fallbackMessage: emailVerificationMessages.resendFailed,
    tags: ['auth'],
    access: 'signed-in',
    status: 200,
    response: emailVerificationStateResponseSchema,
    rules: ['email_already_verified', 'too_many_requests'],
  }),
  confirmCode: defineEndpoint({
    method: 'POST',
    path: '/auth/email-verification/confirm',
    summary: 'Confirm your address (or your new address) with the 6-digit code from the email',
    fallbackMessage: emailVerificationMessages.confirmFailed,
    tags: ['auth'],
    access: 'signed-in',
    body: confirmEmailCodeBodySchema,
    status: 200,
    response: emailConfirmedResponseSchema,
    rules: ['not_found', 'email_taken', 'too_many_requests'],
  }),
  confirmLink: defineEndpoint({
    method: 'POST',
    path: '/auth/email-verification/link',
    summary: "Confirm an address with the token from the email's link; works without signing in",
    fallbackMessage: emailVerificationMessages.confirmFailed,
    tags: ['auth'],
    access: 'public',
    body: confirmEmailLinkBodySchema,
    status: 200,
    response: emailLinkConfirmedResponseSchema,
    rules: ['not_found', 'email_taken', 'too_many_requests'],
  }),
  cancelChange: defineEndpoint({
    method: 'DELETE',
    path: '/auth/email-verification/pending',
    summary: 'Drop an email change waiting for its code; the account keeps its address',
    fallbackMessage: emailVerificationMessages.cancelFailed,
    tags: ['auth'],
    access: 'signed-in',
    status: 200,
    response: emailVerificationStateResponseSchema,
    rules: [],
  }),
};
