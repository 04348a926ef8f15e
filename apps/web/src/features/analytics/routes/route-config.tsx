import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../lib/lazy-route';

/** Analytics and Student Performance in the teacher portal, mounted by app/portal-routes.tsx under /admin. */
export const analyticsTeacherRoutes: RouteObject[] = [
  lazyScreen('analytics', async () => (await import('./analytics-page')).AnalyticsPage),
  lazyScreen('analytics/performance', async () => (await import('./performance-page')).PerformancePage),
];
