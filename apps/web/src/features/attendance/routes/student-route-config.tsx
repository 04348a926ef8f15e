import type { RouteObject } from 'react-router';

/** The student's attendance screens, mounted by app/router.tsx under /student. */
export const attendanceStudentRoutes: RouteObject[] = [];
