import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../lib/lazy-route';

/** The teacher's Resources screen and the admin Inbox, mounted by app/portal-routes.tsx under /admin. */
export const libraryAdminRoutes: RouteObject[] = [
  lazyScreen('resources', async () => (await import('./resources-admin-page')).ResourcesAdminPage),
  lazyScreen('inbox', async () => (await import('./inbox-page')).InboxPage),
];
