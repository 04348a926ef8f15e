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
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  notFound: /*i18n*/ 'Not found',
  login: {
    success: 'Login successful!',
    failed: 'Login failed',
    invalidCredentials: /*i18n*/ 'Invalid credentials',
    thrown: 'An error occurred. Please try again.',
    suspended: 'This account is suspended. Please contact support.',
    notActive: 'This account is not active. Please contact support.',
    /** Said only after a correct password, so it tells nothing to someone guessing. */
    wrongPortal: {
      teacher: 'This is the teacher sign-in, but yours is a student account. Please use the student sign-in.',
      student: 'This is the student sign-in, but yours is a teacher account. Please use the teacher sign-in.',
    },
  },
  logout: { success: 'You’re signed out' },
  register: {
    success: 'Registration successful! Please sign in.',
    signedIn: 'Registration successful! Welcome to Tutorium.',
    failed: 'Registration failed',
    thrown: 'Registration failed. Please try again.',
    duplicate: 'Registration failed. If you already have an account, sign in or reset your password.',
    /** Under the email field of the sign-up form, beside links to sign in and to reset the password. */
    emailHasAccount: 'An account already exists with this email.',
    passwordsDoNotMatch: 'Passwords do not match',
  },
  reset: {
    codeSent: 'Verification code sent to your email',
    sendFailed: 'Failed to send verification code',
    codeResent: 'New verification code sent to your email',
    codeValidated: 'Verification code validated! You can now reset your password.',
    invalidCode: 'Invalid verification code',
    /** Under the code field: the server's one answer covers a wrong, expired, used or spent code. */
    codeWrongOrExpired: 'This code is wrong or has expired. Check the latest email we sent, or resend the code.',
    verifyFailed: 'Verification failed',
    success: 'Password reset successful!',
    failed: 'Password reset failed',
    requestFailed: 'Password reset request failed',
    emailRequired: 'Please enter your email address',
    codeFormat: 'Please enter a valid 6-digit verification code',
    verifyFirst: 'Please verify your code before resetting password',
  },
  profile: {
    updated: 'Profile updated successfully!',
    updateFailed: 'Failed to update profile',
    updateFailedRetry: 'Failed to update profile. Please try again',
    updateThrown: 'An error occurred while updating your profile',
    fetchFailed: 'Failed to fetch user',
    noData: 'No user data available to update',
    emailTaken: 'That email address is already in use',
  },
  password: {
    changed: 'Password changed. Other devices have been signed out.',
    changeFailed: 'Failed to change password',
    currentWrong: 'Current password is incorrect',
    mustDiffer: 'The new password must be different from the current one',
  },
} as const;
