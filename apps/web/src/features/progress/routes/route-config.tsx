import type { RouteObject } from 'react-router';

/** The student's Progress page, mounted under /student by app/portal-routes.tsx. */
export const progressStudentRoutes: RouteObject[] = [
  {
    path: 'progress',
    lazy: async () => ({ Component: (await import('./progress-page')).ProgressPage }),
  },
];
