import type { Role } from './roles';

/**
 * Who may call an endpoint: anyone, any signed-in user, or only the listed roles.
 * Declared once per route; the API enforces it before the request is validated.
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

export const teacherRoles = ['teacher', 'admin'] as const satisfies readonly Role[];
export const studentRoles = ['student'] as const satisfies readonly Role[];
export const adminRoles = ['admin'] as const satisfies readonly Role[];
