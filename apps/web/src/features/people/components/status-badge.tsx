import { type UserStatus, userStatuses } from '@tutorium/contract/roles';
import { type BadgeLook, badgeOptions, LookupBadge } from '../../../components/ui/badge';

const statusBadges: Record<UserStatus, BadgeLook> = {
  active: { label: 'Active', tone: 'green' },
  inactive: { label: 'Inactive', tone: 'slate' },
  pending: { label: 'Pending', tone: 'yellow' },
  suspended: { label: 'Suspended', tone: 'red' },
};

export const statusOptions = badgeOptions(userStatuses, statusBadges);

export function StatusBadge({ status }: { status: UserStatus }) {
  return <LookupBadge looks={statusBadges} value={status} />;
}
