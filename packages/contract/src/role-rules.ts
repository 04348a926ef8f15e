import type { Role } from './roles';

/*
 * Rules about roles, apart from roles.ts so that importing them does not import zod: the web's
 * landing page uses them, and zod stays off its critical path (docs/performance.md).
 */

export const isTeacherRole = (role: Role): boolean => role === 'teacher' || role === 'admin';

/** Which account roles a portal admits. */
export const rolesAllowedInPortal = (portal: Role): readonly Role[] =>
  portal === 'student' ? ['student'] : ['teacher', 'admin'];
