import { z } from 'zod';
import { emailField, nameField, passwordField, phoneField, text } from './fields';
import { RESET_CODE_LENGTH } from './limits';
import { messages } from './messages';
import { assignableRoles, portalRoleSchema } from './roles';
import { twoStepRequiredResponseSchema } from './two-step';
import { browserTimeZoneField, userSchema } from './users';

export const registerBodySchema = z
  .object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    specialization: text(/*i18n*/ 'Specialization')
      .trim()
      .max(100, /*i18n*/ 'Specialization is too long')
      .optional()
      .default(''),
    password: passwordField,
    /** A guardian account is made only by accepting an emailed invitation, so registering one is refused too. */
    role: z.enum(assignableRoles, { error: /*i18n*/ 'Please choose a portal to sign in to' }),
    /** The browser's time zone, kept as the new account's own (an unknown name is dropped). */
    timeZone: browserTimeZoneField,
  })
  .superRefine((body, ctx) => {
    if (body.role !== 'student' && body.specialization === '') {
      ctx.addIssue({ code: 'custom', path: ['specialization'], message: /*i18n*/ 'Specialization is required' });
    }
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

/** The registration form adds a confirmation field that never leaves the browser. */
export const registerFormSchema = z
  .object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    specialization: text(/*i18n*/ 'Specialization')
      .trim()
      .max(100, /*i18n*/ 'Specialization is too long')
      .optional()
      .default(''),
    password: passwordField,
    confirmPassword: text(/*i18n*/ 'Password confirmation').min(1, /*i18n*/ 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.register.passwordsDoNotMatch,
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const teacherRegisterFormSchema = registerFormSchema.refine(
  (form) => (form.specialization ?? '').trim() !== '',
  { path: ['specialization'], message: /*i18n*/ 'Specialization is required' },
);

export const loginBodySchema = z.object({
  email: emailField,
  password: text(/*i18n*/ 'Password', { error: /*i18n*/ 'Password is required' })
    .min(1, /*i18n*/ 'Password is required')
    .max(1024),
  role: portalRoleSchema,
  /** The browser's time zone, kept when the account has none yet (an unknown name is dropped). */
  timeZone: browserTimeZoneField,
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginFormSchema = loginBodySchema
  .omit({ role: true, timeZone: true })
  .extend({ remember: z.boolean().optional() });
export type LoginForm = z.input<typeof loginFormSchema>;

/**
 * A sign-in that is done: the session token and the account. An account without a second factor
 * always gets this from POST /api/auth/login (the seed client's contract); one with a second factor
 * gets it from the second step.
 */
export const signedInResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: userSchema,
});
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;

/** A right password answers either a session, or (with a second factor) the challenge to finish. */
export const loginResponseSchema = z.union([signedInResponseSchema, twoStepRequiredResponseSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userSchema,
});

export const verificationCodeField = text(/*i18n*/ 'Verification code', { error: messages.reset.codeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), messages.reset.codeFormat);

export const forgotPasswordBodySchema = z.object({ email: emailField });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const verifyResetCodeBodySchema = z.object({
  email: emailField,
  verificationCode: verificationCodeField,
});
export type VerifyResetCodeBody = z.input<typeof verifyResetCodeBodySchema>;

export const resetPasswordBodySchema = verifyResetCodeBodySchema.extend({ password: passwordField });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const newPasswordFormSchema = z
  .object({
    password: passwordField,
    confirmPassword: text(/*i18n*/ 'Password confirmation').min(1, /*i18n*/ 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.register.passwordsDoNotMatch,
  });

export const changePasswordBodySchema = z
  .object({
    currentPassword: text(/*i18n*/ 'Current password').min(1, /*i18n*/ 'Current password is required').max(1024),
    newPassword: passwordField,
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    path: ['newPassword'],
    message: messages.password.mustDiffer,
  });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: text(/*i18n*/ 'Current password').min(1, /*i18n*/ 'Current password is required'),
    newPassword: passwordField,
    confirmPassword: text(/*i18n*/ 'Password confirmation').min(1, /*i18n*/ 'Please confirm your new password'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.register.passwordsDoNotMatch,
  })
  .refine((form) => form.currentPassword !== form.newPassword, {
    path: ['newPassword'],
    message: messages.password.mustDiffer,
  });
