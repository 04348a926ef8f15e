import { type Role, roles } from '@tutorium/contract/roles';
import { type BadgeLook, badgeOptions, LookupBadge } from '../ui/badge';

const roleBadges: Record<Role, BadgeLook> = {
  student: { label: 'Student', tone: 'green' },
  teacher: { label: 'Teacher', tone: 'indigo' },
  admin: { label: 'Administrator', tone: 'yellow' },
};

/** The roles as select options, labelled as their badges are. */
export const roleOptions = badgeOptions(roles, roleBadges);

/** A user's role, as the admin's user list and the profile page show it. */
export function RoleBadge({ role }: { role: Role }) {
  return <LookupBadge looks={roleBadges} value={role} />;
}
