import { type UserStatus, userStatuses } from '@tutorium/contract/roles';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const statusBadges: Record<UserStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'green' },
  inactive: { label: 'Inactive', tone: 'slate' },
  pending: { label: 'Pending', tone: 'yellow' },
  suspended: { label: 'Suspended', tone: 'red' },
};

export const statusOptions = userStatuses.map((status) => ({ value: status, label: statusBadges[status].label }));

export function StatusBadge({ status }: { status: UserStatus }) {
  const { label, tone } = statusBadges[status];
  return <Badge tone={tone}>{label}</Badge>;
}
