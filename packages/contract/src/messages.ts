import { unexpectedMessage } from './unexpected-message';

/**
 * User-facing messages (docs/seed-spec.md §8). The server's message wins; these are also the client's fallbacks.
 * Each is marked for the catalogues of packages/contract/src/locales by an i18n comment
 * (docs/architecture.md, "Server texts"); its English stays exactly as written here.
 */
export const messages = {
  unexpected: unexpectedMessage,
  unauthorized: /*i18n*/ 'Unauthorized',
  signInRequired: /*i18n*/ 'Please sign in to continue',
  validation: /*i18n*/ 'Please check the highlighted fields',
  tooManyRequests: /*i18n*/ 'Too many attempts. Please wait a few minutes and try again.',
  notFound: /*i18n*/ 'Not found',
  login: {
    success: /*i18n*/ 'Login successful!',
    failed: /*i18n*/ 'Login failed',
    invalidCredentials: /*i18n*/ 'Invalid credentials',
    thrown: /*i18n*/ 'An error occurred. Please try again.',
    suspended: /*i18n*/ 'This account is suspended. Please contact support.',
    notActive: /*i18n*/ 'This account is not active. Please contact support.',
    /** Said only after a correct password, so it tells nothing to someone guessing. */
    wrongPortal: {
      teacher: /*i18n*/ 'This is the teacher sign-in, but yours is a student account. Please use the student sign-in.',
      student: /*i18n*/ 'This is the student sign-in, but yours is a teacher account. Please use the teacher sign-in.',
      guardian:
        /*i18n*/ 'This is the parent and guardian sign-in, but yours is not a guardian account. Please use the sign-in of your own portal.',
      guardianAccount: /*i18n*/ 'Yours is a parent or guardian account. Please use the parent and guardian sign-in.',
    },
  },
  logout: { success: /*i18n*/ 'You’re signed out' },
  register: {
    success: /*i18n*/ 'Registration successful! Please sign in.',
    signedIn: /*i18n*/ 'Registration successful! Welcome to Tutorium.',
    failed: /*i18n*/ 'Registration failed',
    thrown: /*i18n*/ 'Registration failed. Please try again.',
    duplicate: /*i18n*/ 'Registration failed. If you already have an account, sign in or reset your password.',
    /** Under the email field of the sign-up form, beside links to sign in and to reset the password. */
    emailHasAccount: /*i18n*/ 'An account already exists with this email.',
    passwordsDoNotMatch: /*i18n*/ 'Passwords do not match',
  },
  reset: {
    codeSent: /*i18n*/ 'Verification code sent to your email',
    sendFailed: /*i18n*/ 'Failed to send verification code',
    codeResent: /*i18n*/ 'New verification code sent to your email',
    codeValidated: /*i18n*/ 'Verification code validated! You can now reset your password.',
    invalidCode: /*i18n*/ 'Invalid verification code',
    /** Under the code field: the server's one answer covers a wrong, expired, used or spent code. */
    codeWrongOrExpired:
      /*i18n*/ 'This code is wrong or has expired. Check the latest email we sent, or resend the code.',
    verifyFailed: /*i18n*/ 'Verification failed',
    success: /*i18n*/ 'Password reset successful!',
    failed: /*i18n*/ 'Password reset failed',
    requestFailed: /*i18n*/ 'Password reset request failed',
    emailRequired: /*i18n*/ 'Please enter your email address',
    codeFormat: /*i18n*/ 'Please enter a valid 6-digit verification code',
    verifyFirst: /*i18n*/ 'Please verify your code before resetting password',
  },
  profile: {
    updated: /*i18n*/ 'Profile updated successfully!',
    updateFailed: /*i18n*/ 'Failed to update profile',
    updateFailedRetry: /*i18n*/ 'Failed to update profile. Please try again',
    updateThrown: /*i18n*/ 'An error occurred while updating your profile',
    fetchFailed: /*i18n*/ 'Failed to fetch user',
    noData: /*i18n*/ 'No user data available to update',
    emailTaken: /*i18n*/ 'That email address is already in use',
  },
  password: {
    changed: /*i18n*/ 'Password changed. Other devices have been signed out.',
    changeFailed: /*i18n*/ 'Failed to change password',
    currentWrong: /*i18n*/ 'Current password is incorrect',
    mustDiffer: /*i18n*/ 'The new password must be different from the current one',
  },
} as const;
