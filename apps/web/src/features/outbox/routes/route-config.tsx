import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../lib/lazy-route';

/** The admin's email queue, mounted by app/portal-routes.tsx under /admin. */
export const outboxAdminRoutes: RouteObject[] = [
  lazyScreen('email', async () => (await import('./email-queue-page')).EmailQueuePage),
];
