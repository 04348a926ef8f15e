import type { RouteObject } from 'react-router';

/** The teacher's course screens, mounted by app/router.tsx. */
export const courseManagementRoutes: RouteObject[] = [];
