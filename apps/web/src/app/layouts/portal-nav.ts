import { type Portal, screenPaths } from '@tutorium/contract/screen-paths';
import type { LucideIcon } from 'lucide-react';
import { screensOf } from '../portal-screens';

export interface NavItem {
  label: string;
  /** The label an administrator sees, where it differs. */
  adminLabel: string;
  to: string;
  icon: LucideIcon;
  /** Shown to platform administrators only. */
  adminOnly: boolean;
}

/** What an admin sees the teacher portal called: they run the platform as well as courses. */
export const ADMIN_PORTAL_TITLE = 'Admin Portal';

/** A portal's sidebar: the screens whose definition has a nav entry (none has path parameters), in their order. */
const navOf = (portal: Portal): NavItem[] =>
  screensOf(portal)
    .flatMap(({ key, nav, access }) => (nav ? [{ ...nav, to: screenPaths[key], adminOnly: access === 'admin' }] : []))
    .sort((a, b) => a.order - b.order)
    .map(({ label, adminLabel, to, icon, adminOnly }) => ({
      label,
      adminLabel: adminLabel ?? label,
      to,
      icon,
      adminOnly,
    }));

export const portalNav: Record<Portal, { title: string; items: readonly NavItem[] }> = {
  teacher: { title: 'Teacher Portal', items: navOf('teacher') },
  student: { title: 'Student Portal', items: navOf('student') },
};
