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

export const portalNav: Record<Portal, { title: string; items: readonly NavItem[] }> = {
  teacher: {
    title: 'Teacher Portal',
    items: [
      { label: 'Dashboard', to: '/admin/dashboard', icon: LayoutDashboard },
      { label: 'My Courses', to: '/admin/courses', icon: BookOpen },
      { label: 'Students', to: '/admin/students', icon: Users },
      { label: 'Attendance', to: '/admin/attendance', icon: CalendarCheck },
      { label: 'Live Classes', to: '/admin/live-classes', icon: Video },
      { label: 'Analytics', to: '/admin/analytics', icon: BarChart3 },
      { label: 'Resources', to: '/admin/resources', icon: FolderOpen },
      { label: 'Users', to: '/admin/users', icon: UserCog, adminOnly: true },
      { label: 'Inbox', to: '/admin/inbox', icon: Inbox, adminOnly: true },
      { label: 'Email', to: '/admin/email', icon: Mail, adminOnly: true },
      { label: 'Audit Log', to: '/admin/audit-log', icon: ScrollText, adminOnly: true },
    ],
  },
  student: {
    title: 'Student Portal',
    items: [
      { label: 'Dashboard', to: '/student/dashboard', icon: LayoutDashboard },
      { label: 'My Courses', to: '/student/courses', icon: BookOpen },
      { label: 'Explore Courses', to: '/student/explore-courses', icon: Compass },
      { label: 'Attendance', to: '/student/attendance', icon: CalendarCheck },
      { label: 'Live Classes', to: '/student/live-classes', icon: Video },
      { label: 'Progress', to: '/student/progress', icon: TrendingUp },
    ],
  },
};
