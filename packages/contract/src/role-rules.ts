import { messages } from './messages';
import type { Role, SeedRole } from './roles';

/*
 * Rules about roles, apart from roles.ts so that importing them does not import zod: the web's
 * landing page uses them, and zod stays off its critical path (docs/performance.md).
 */

export const isTeacherRole = (role: Role): boolean => role === 'teacher' || role === 'admin';

/** Which account roles a portal admits. */
export const rolesAllowedInPortal = (portal: Role): readonly Role[] => {
  if (portal === 'student' || portal === 'guardian') return [portal];
  return ['teacher', 'admin'];
};

/** The seed's `role` of an account: teachers and platform admins are both `admin` to its client; a guardian is neither. */
export const seedRoleOf = (accountRole: Role): SeedRole => (isTeacherRole(accountRole) ? 'admin' : 'student');

/** Why a portal's sign-in refuses an account of another role (said only after a correct password). */
export function wrongPortalMessage(portal: Role, accountRole: Role): string {
  if (accountRole === 'guardian') return messages.login.wrongPortal.guardianAccount;
  if (portal === 'guardian') return messages.login.wrongPortal.guardian;
  return messages.login.wrongPortal[portal === 'student' ? 'student' : 'teacher'];
}
