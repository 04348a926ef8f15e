import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../lib/lazy-route';

const attendanceManagementPage = async () => (await import('./attendance-management-page')).AttendanceManagementPage;

/** The teacher's attendance screens, mounted by app/portal-routes.tsx under /admin. */
export const attendanceTeacherRoutes: RouteObject[] = [
  lazyScreen('attendance', attendanceManagementPage, { marking: false }),
  lazyScreen('attendance/mark', attendanceManagementPage, { marking: true }),
  lazyScreen(
    'courses/:courseId/attendance',
    async () => (await import('./course-attendance-page')).CourseAttendancePage,
  ),
];
