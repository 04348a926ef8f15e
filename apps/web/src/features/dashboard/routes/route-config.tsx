import type { RouteObject } from 'react-router';

/** The whole at-risk list behind the dashboard's card, mounted by app/router.tsx under /admin. */
export const dashboardTeacherRoutes: RouteObject[] = [
  { path: 'at-risk', lazy: async () => ({ Component: (await import('./at-risk-page')).AtRiskPage }) },
];
