import type { Role } from '@tutorium/contract/roles';
import type { Portal } from '@tutorium/contract/screen-paths';

/** The teacher portal signs in with role `admin`, which the API accepts for teacher and admin accounts. */
export const roleByPortal = { teacher: 'admin', student: 'student' } as const satisfies Record<Portal, Role>;
