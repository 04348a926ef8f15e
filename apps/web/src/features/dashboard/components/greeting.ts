import { t } from '@lingui/core/macro';
import type { User } from '@tutorium/contract/users';

/** "Welcome, Asha Rao." in the session of their first sign-in, "Welcome back, Asha Rao." in every later one. */
export function greeting({ firstSession, name }: User): string {
  // Called while the page renders, so the text is in the language shown.
  return firstSession ? t`Welcome, ${name}.` : t`Welcome back, ${name}.`;
}
