import type { RouteObject } from 'react-router';

/** The administrators' audit log, mounted under /admin by app/portal-routes.tsx. */
export const auditLogRoutes: RouteObject[] = [
  { path: 'audit-log', lazy: async () => ({ Component: (await import('./audit-log-page')).AuditLogPage }) },
];
