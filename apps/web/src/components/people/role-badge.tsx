import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type Role, roles } from '@tutorium/contract/roles';
import { textsInActiveLanguage } from '../../lib/texts-in-active-language';
import { Badge, type BadgeTone } from '../ui/badge';

const roleLabels: Readonly<Record<Role, MessageDescriptor>> = {
  student: msg`Student`,
  teacher: msg`Teacher`,
  admin: msg`Administrator`,
};

const roleTones: Readonly<Record<Role, BadgeTone>> = { student: 'green', teacher: 'indigo', admin: 'yellow' };

const roleTexts = textsInActiveLanguage(roleLabels);

/** The roles as select options, labelled as their badges are, each label read in the reader's language. */
export const roleOptions: readonly { value: Role; readonly label: string }[] = roles.map((value) => ({
  value,
  get label() {
    return roleTexts[value];
  },
}));

/** A user's role, as the admin's user list and the profile page show it. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useLingui();
  return <Badge tone={roleTones[role]}>{t(roleLabels[role])}</Badge>;
}
