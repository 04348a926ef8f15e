import { type Role, roles } from '@tutorium/contract/roles';
import { Badge, type BadgeTone } from './badge';

const roleBadges: Record<Role, { label: string; tone: BadgeTone }> = {
  student: { label: 'Student', tone: 'green' },
  teacher: { label: 'Teacher', tone: 'indigo' },
  admin: { label: 'Administrator', tone: 'yellow' },
};

/** The roles as select options, labelled as their badges are. */
export const roleOptions = roles.map((role) => ({ value: role, label: roleBadges[role].label }));

/** A user's role, as the admin's user list and the profile page show it. */
export function RoleBadge({ role }: { role: Role }) {
  const { label, tone } = roleBadges[role];
  return <Badge tone={tone}>{label}</Badge>;
}
