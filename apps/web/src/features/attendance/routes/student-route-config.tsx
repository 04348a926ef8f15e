import type { RouteObject } from 'react-router';

/** The student's attendance screens, mounted by app/portal-routes.tsx under /student. */
export const attendanceStudentRoutes: RouteObject[] = [
  {
    path: 'attendance',
    lazy: async () => ({ Component: (await import('./my-attendance-page')).MyAttendancePage }),
  },
  {
    path: 'courses/:courseId/attendance',
    lazy: async () => ({
      Component: (await import('./student-course-attendance-page')).StudentCourseAttendancePage,
    }),
  },
];
