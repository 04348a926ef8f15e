import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type Portal, screenPaths } from '@tutorium/contract/screen-paths';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { screensOf } from '../portal-screens';

export interface NavItem {
  label: MessageDescriptor;
  /** The label an administrator sees, where it differs. */
  adminLabel: MessageDescriptor;
  to: string;
  icon: LucideIcon;
  /** A live count after the label (unread messages). */
  badge?: ComponentType;
  /** Shown to platform administrators only. */
  adminOnly: boolean;
}

/** What an admin sees the teacher portal called: they run the platform as well as courses. */
export const ADMIN_PORTAL_TITLE = msg`Admin Portal`;

/** A portal's sidebar: the screens whose definition has a nav entry (none has path parameters), in their order. */
const navOf = (portal: Portal): NavItem[] =>
  screensOf(portal)
    .flatMap(({ key, nav, access }) => (nav ? [{ ...nav, to: screenPaths[key], adminOnly: access === 'admin' }] : []))
    .sort((a, b) => a.order - b.order)
    .map(({ label, adminLabel, to, icon, badge, adminOnly }) => ({
      label,
      adminLabel: adminLabel ?? label,
      to,
      icon,
      badge,
      adminOnly,
    }));

export const portalNav: Record<Portal, { title: MessageDescriptor; items: readonly NavItem[] }> = {
  teacher: { title: msg`Teacher Portal`, items: navOf('teacher') },
  student: { title: msg`Student Portal`, items: navOf('student') },
  guardian: { title: msg`Parent Portal`, items: navOf('guardian') },
};
