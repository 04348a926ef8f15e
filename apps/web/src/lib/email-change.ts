import type { z } from 'zod';

const EMAIL_CHANGE_NEEDS_PASSWORD = 'Enter your current password to change your email address';

interface EmailChange {
  email: string;
  currentPassword: string;
}

/** A schema refinement: a changed email needs the current password (the API asks for it too). */
export const passwordForEmailChange =
  (accountEmail: string) =>
  (values: EmailChange, ctx: z.RefinementCtx): void => {
    if (values.email !== accountEmail && values.currentPassword === '') {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: EMAIL_CHANGE_NEEDS_PASSWORD });
    }
  };

/** The current password to send: only with a changed email. */
export const currentPasswordToSend = (accountEmail: string, values: EmailChange): string | undefined =>
  values.email === accountEmail ? undefined : values.currentPassword;
