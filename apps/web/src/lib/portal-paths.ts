import { isTeacherRole } from '@tutorium/contract/role-rules';
import type { Role } from '@tutorium/contract/roles';

export type Portal = 'teacher' | 'student';

export const portalPaths = {
  teacher: {
    dashboard: '/admin/dashboard',
    profile: '/admin/profile',
    settings: '/admin/settings',
    notifications: '/admin/notifications',
    signIn: '/admin-signin',
    register: '/admin-register',
  },
  student: {
    dashboard: '/student/dashboard',
    profile: '/student/profile',
    settings: '/student/settings',
    notifications: '/student/notifications',
    signIn: '/student-signin',
    register: '/student-register',
  },
} as const;

export const portalOf = (role: Role): Portal => (isTeacherRole(role) ? 'teacher' : 'student');

export const dashboardPathFor = (role: Role): string => portalPaths[portalOf(role)].dashboard;
