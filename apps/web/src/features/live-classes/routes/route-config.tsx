import type { RouteObject } from 'react-router';

/** The teacher's live class list and forms, mounted by app/router.tsx under /admin. */
export const liveClassTeacherRoutes: RouteObject[] = [];
