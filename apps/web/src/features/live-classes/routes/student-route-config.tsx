import type { RouteObject } from 'react-router';

/** The student's live classes screen, mounted by app/portal-routes.tsx under /student. */
export const liveClassStudentRoutes: RouteObject[] = [
  {
    path: 'live-classes',
    lazy: async () => ({ Component: (await import('./student-live-classes-page')).StudentLiveClassesPage }),
  },
];
