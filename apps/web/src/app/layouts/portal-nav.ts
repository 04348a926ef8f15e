import {
  BarChart3,
  BookOpen,
  CalendarCheck,
  Compass,
  LayoutDashboard,
  type LucideIcon,
  TrendingUp,
  Users,
  Video,
} from 'lucide-react';
import type { Portal } from '../../lib/portal-paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

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
