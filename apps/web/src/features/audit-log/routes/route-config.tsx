import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../lib/lazy-route';

/** The administrators' audit log, mounted under /admin by app/portal-routes.tsx. */
export const auditLogRoutes: RouteObject[] = [
  lazyScreen('audit-log', async () => (await import('./audit-log-page')).AuditLogPage),
];
