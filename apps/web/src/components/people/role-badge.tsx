import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { assignableRoles, type Role, roles } from '@tutorium/contract/roles';
import { textsInActiveLanguage } from '../../lib/texts-in-active-language';
import { Badge, type BadgeTone } from '../ui/badge';

const roleLabels: Readonly<Record<Role, MessageDescriptor>> = {
  student: msg`Student`,
  teacher: msg`Teacher`,
  admin: msg`Administrator`,
  guardian: msg`Guardian`,
};

const roleTones: Readonly<Record<Role, BadgeTone>> = {
  student: 'green',
  teacher: 'indigo',
  admin: 'yellow',
  guardian: 'slate',
};

const roleTexts = textsInActiveLanguage(roleLabels);

const optionsOf = <R extends Role>(values: readonly R[]): readonly { value: R; readonly label: string }[] =>
  values.map((value) => ({
    value,
    get label() {
      return roleTexts[value];
    },
  }));

/** Every role as a filter's options, labelled as their badges are, each label read in the reader's language. */
export const roleOptions = optionsOf(roles);

/** The roles an admin can give an account (a guardian account comes only from an invitation). */
export const assignableRoleOptions = optionsOf(assignableRoles);

/** A user's role, as the admin's user list and the profile page show it. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useLingui();
  return <Badge tone={roleTones[role]}>{t(roleLabels[role])}</Badge>;
}
