import type { RouteObject } from 'react-router';

/** The admin's email queue, mounted by app/portal-routes.tsx under /admin. */
export const outboxAdminRoutes: RouteObject[] = [
  { path: 'email', lazy: async () => ({ Component: (await import('./email-queue-page')).EmailQueuePage }) },
];
