import type { RouteObject } from 'react-router';

/** The teacher's attendance screens, mounted by app/portal-routes.tsx under /admin. */
export const attendanceTeacherRoutes: RouteObject[] = [
  {
    path: 'attendance',
    lazy: async () => {
      const { AttendanceManagementPage } = await import('./attendance-management-page');
      return { element: <AttendanceManagementPage marking={false} /> };
    },
  },
  {
    path: 'attendance/mark',
    lazy: async () => {
      const { AttendanceManagementPage } = await import('./attendance-management-page');
      return { element: <AttendanceManagementPage marking /> };
    },
  },
  {
    path: 'courses/:courseId/attendance',
    lazy: async () => ({ Component: (await import('./course-attendance-page')).CourseAttendancePage }),
  },
];
