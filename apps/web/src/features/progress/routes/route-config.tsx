import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../lib/lazy-route';

/** The student's Progress page, mounted under /student by app/portal-routes.tsx. */
export const progressStudentRoutes: RouteObject[] = [
  lazyScreen('progress', async () => (await import('./progress-page')).ProgressPage),
];
