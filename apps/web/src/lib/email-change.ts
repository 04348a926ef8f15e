import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';

/** Read when the form is checked, so it is in the reader's language. */
const EMAIL_CHANGE_NEEDS_PASSWORD = msg`Enter your current password to change your email address`;

interface EmailChange {
  email: string;
  currentPassword: string;
}

/** A schema refinement: a changed email needs the current password (the API asks for it too). */
export const passwordForEmailChange =
  (accountEmail: string) =>
  (values: EmailChange, ctx: z.RefinementCtx): void => {
    if (values.email !== accountEmail && values.currentPassword === '') {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: i18n._(EMAIL_CHANGE_NEEDS_PASSWORD) });
    }
  };

/** The current password to send: only with a changed email. */
export const currentPasswordToSend = (accountEmail: string, values: EmailChange): string | undefined =>
  values.email === accountEmail ? undefined : values.currentPassword;
