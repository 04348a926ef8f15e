import {
  BarChart3,
  BookOpen,
  CalendarCheck,
  Compass,
  FolderOpen,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  ScrollText,
  TrendingUp,
  UserCog,
  Users,
  Video,
} from 'lucide-react';
import type { Portal } from '../../lib/portal-paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Shown to platform administrators only. */
  adminOnly?: boolean;
}

/** What an admin sees the teacher portal called: they run the platform as well as courses. */
export const ADMIN_PORTAL_TITLE = 'Admin Portal';

/** A portal's page: its label, its address under the portal, its icon, and 'admin' for administrators only. */
type PageEntry = readonly [label: string, page: string, icon: LucideIcon, audience?: 'admin'];

const itemsUnder = (base: string, pages: readonly PageEntry[]): NavItem[] =>
  pages.map(([label, page, icon, audience]) => ({
    label,
    to: `${base}/${page}`,
    icon,
    adminOnly: audience === 'admin',
  }));

export const portalNav: Record<Portal, { title: string; items: readonly NavItem[] }> = {
  teacher: {
    title: 'Teacher Portal',
    items: itemsUnder('/admin', [
      ['Dashboard', 'dashboard', LayoutDashboard],
      ['My Courses', 'courses', BookOpen],
      ['Students', 'students', Users],
      ['Attendance', 'attendance', CalendarCheck],
      ['Live Classes', 'live-classes', Video],
      ['Analytics', 'analytics', BarChart3],
      ['Resources', 'resources', FolderOpen],
      ['Users', 'users', UserCog, 'admin'],
      ['Inbox', 'inbox', Inbox, 'admin'],
      ['Email', 'email', Mail, 'admin'],
      ['Audit Log', 'audit-log', ScrollText, 'admin'],
    ]),
  },
  student: {
    title: 'Student Portal',
    items: itemsUnder('/student', [
      ['Dashboard', 'dashboard', LayoutDashboard],
      ['My Courses', 'courses', BookOpen],
      ['Explore Courses', 'explore-courses', Compass],
      ['Attendance', 'attendance', CalendarCheck],
      ['Live Classes', 'live-classes', Video],
      ['Progress', 'progress', TrendingUp],
    ]),
  },
};
