import type { RouteObject } from 'react-router';

/** The public pages besides the landing page, mounted by app/router.tsx at the site root. */
export const publicRoutes: RouteObject[] = [];
