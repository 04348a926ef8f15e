import { z } from 'zod';

/** Account roles. Teachers and admins share the teacher portal (/admin); admins also run the platform. */
export const roles = ['student', 'teacher', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** The role a sign-in form sends: the teacher portal sends `admin` (or `teacher`), the student portal `student`. */
export const portalRoleSchema = z.enum(roles, { error: 'Please choose a portal to sign in to' });

export const userStatuses = ['active', 'inactive', 'pending', 'suspended'] as const;
export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;
