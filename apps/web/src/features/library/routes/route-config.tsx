import type { RouteObject } from 'react-router';

/** The teacher's Resources screen and the admin Inbox, mounted by app/portal-routes.tsx under /admin. */
export const libraryAdminRoutes: RouteObject[] = [
  {
    path: 'resources',
    lazy: async () => ({ Component: (await import('./resources-admin-page')).ResourcesAdminPage }),
  },
  { path: 'inbox', lazy: async () => ({ Component: (await import('./inbox-page')).InboxPage }) },
];
