import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../lib/lazy-route';

/** The whole at-risk list behind the dashboard's card, mounted by app/router.tsx under /admin. */
export const dashboardTeacherRoutes: RouteObject[] = [
  lazyScreen('at-risk', async () => (await import('./at-risk-page')).AtRiskPage),
];
