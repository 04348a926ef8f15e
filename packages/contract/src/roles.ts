import { z } from 'zod';

/**
 * Account roles. Teachers and admins share the teacher portal (/admin); admins also run the platform.
 * A guardian account is made by accepting a guardian invitation and follows linked children in the
 * guardian portal (/guardian); any other account a child links as guardian follows them there too.
 */
export const roles = ['student', 'teacher', 'admin', 'guardian'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** The roles an account can be given by registering or by an admin; a guardian account comes only from an invitation. */
export const assignableRoles = ['student', 'teacher', 'admin'] as const satisfies readonly Role[];
export const assignableRoleSchema = z.enum(assignableRoles);
export type AssignableRole = z.infer<typeof assignableRoleSchema>;

/**
 * The role the seed's client reads in a user's `role` (spec §1, §6): it opens its teacher area for
 * `admin` only. Every answer that carries a user has it under `role`, with the account role beside
 * it as `accountRole`; `seedRoleOf` (role-rules.ts) maps one to the other.
 */
export const seedRoles = ['admin', 'student'] as const;
export const seedRoleSchema = z.enum(seedRoles);
export type SeedRole = z.infer<typeof seedRoleSchema>;

/** The role a sign-in form sends: the teacher portal sends `admin` (or `teacher`), the student portal `student`. */
export const portalRoleSchema = z.enum(roles, { error: /*i18n*/ 'Please choose a portal to sign in to' });

export const userStatuses = ['active', 'inactive', 'pending', 'suspended'] as const;
export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;
