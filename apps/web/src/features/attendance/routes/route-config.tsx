import type { RouteObject } from 'react-router';

/** The teacher's attendance screens, mounted by app/router.tsx under /admin. */
export const attendanceTeacherRoutes: RouteObject[] = [];
