import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type UserStatus, userStatuses } from '@tutorium/contract/roles';
import { type BadgeLook, type BadgeTone, badgeOptions, LookupBadge } from '../../../components/ui/badge';

const statusBadges: Record<UserStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  active: { label: msg`Active`, tone: 'green' },
  inactive: { label: msg`Inactive`, tone: 'slate' },
  pending: { label: msg`Pending`, tone: 'yellow' },
  suspended: { label: msg`Suspended`, tone: 'red' },
};

/** The statuses' badges, labelled in the viewer's language. */
function useStatusLooks(): Record<UserStatus, BadgeLook> {
  const { t } = useLingui();
  const looks = (status: UserStatus): BadgeLook => ({ ...statusBadges[status], label: t(statusBadges[status].label) });
  return {
    active: looks('active'),
    inactive: looks('inactive'),
    pending: looks('pending'),
    suspended: looks('suspended'),
  };
}

/** The statuses as select options, labelled as their badges are. */
export const useStatusOptions = () => badgeOptions(userStatuses, useStatusLooks());

export function StatusBadge({ status }: { status: UserStatus }) {
  return <LookupBadge looks={useStatusLooks()} value={status} />;
}
