import { type Role, roles } from '@tutorium/contract/roles';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const roleBadges: Record<Role, { label: string; tone: BadgeTone }> = {
  student: { label: 'Student', tone: 'green' },
  teacher: { label: 'Teacher', tone: 'indigo' },
  admin: { label: 'Administrator', tone: 'yellow' },
};

export const roleOptions = roles.map((role) => ({ value: role, label: roleBadges[role].label }));

export function RoleBadge({ role }: { role: Role }) {
  const { label, tone } = roleBadges[role];
  return <Badge tone={tone}>{label}</Badge>;
}
