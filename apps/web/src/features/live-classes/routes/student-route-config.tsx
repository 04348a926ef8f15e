import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../lib/lazy-route';

/** The student's live classes screen, mounted by app/portal-routes.tsx under /student. */
export const liveClassStudentRoutes: RouteObject[] = [
  lazyScreen('live-classes', async () => (await import('./student-live-classes-page')).StudentLiveClassesPage),
];
