import type { Role } from '@tutorium/contract/roles';
import type { Portal } from '@tutorium/contract/screen-paths';

/**
 * The role each portal's sign-in sends: the teacher portal signs in with `admin`, which the API accepts
 * for teacher and admin accounts; the guardian portal with `guardian`.
 */
export const roleByPortal = { teacher: 'admin', student: 'student', guardian: 'guardian' } as const satisfies Record<
  Portal,
  Role
>;

/** The portals one can register for: a guardian account is made only by accepting an emailed invitation. */
export type RegistrationPortal = Exclude<Portal, 'guardian'>;
