import type { RouteObject } from 'react-router';

/** Analytics and Student Performance in the teacher portal, mounted by app/portal-routes.tsx under /admin. */
export const analyticsTeacherRoutes: RouteObject[] = [
  {
    path: 'analytics',
    lazy: async () => ({ Component: (await import('./analytics-page')).AnalyticsPage }),
  },
  {
    path: 'analytics/performance',
    lazy: async () => ({ Component: (await import('./performance-page')).PerformancePage }),
  },
];
