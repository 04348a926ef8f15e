import type { Role, SeedRole } from './roles';

/*
 * Rules about roles, apart from roles.ts so that importing them does not import zod: the web's
 * landing page uses them, and zod stays off its critical path (docs/performance.md).
 */

export const isTeacherRole = (role: Role): boolean => role === 'teacher' || role === 'admin';

/** Which account roles a portal admits. */
export const rolesAllowedInPortal = (portal: Role): readonly Role[] =>
  portal === 'student' ? ['student'] : ['teacher', 'admin'];

/** The seed's `role` of an account: teachers and platform admins are both `admin` to its client. */
export const seedRoleOf = (accountRole: Role): SeedRole => (isTeacherRole(accountRole) ? 'admin' : 'student');
