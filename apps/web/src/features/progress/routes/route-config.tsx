import type { RouteObject } from 'react-router';

/** The student's Progress page, mounted under /student by app/router.tsx. */
export const progressStudentRoutes: RouteObject[] = [
  {
    path: 'progress',
    lazy: async () => ({ Component: (await import('./progress-page')).ProgressPage }),
  },
];
