import type { RouteObject } from 'react-router';

/** The student's live classes screen, mounted by app/router.tsx under /student. */
export const liveClassStudentRoutes: RouteObject[] = [];
