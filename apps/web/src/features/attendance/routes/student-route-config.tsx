import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../lib/lazy-route';

/** The student's attendance screens, mounted by app/portal-routes.tsx under /student. */
export const attendanceStudentRoutes: RouteObject[] = [
  lazyScreen('attendance', async () => (await import('./my-attendance-page')).MyAttendancePage),
  lazyScreen(
    'courses/:courseId/attendance',
    async () => (await import('./student-course-attendance-page')).StudentCourseAttendancePage,
  ),
];
