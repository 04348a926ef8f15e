import type { RouteObject } from 'react-router';

/** Your Students and, for admins, every user, mounted by app/router.tsx. */
export const peopleRoutes: RouteObject[] = [];
