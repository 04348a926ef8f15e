import { ScrollText } from 'lucide-react';
import { portalScreen } from '../../../lib/screen';

/** The administrators' audit log. */
export const auditLogScreens = [
  portalScreen('teacher.auditLog', async () => (await import('./audit-log-page')).AuditLogPage, {
    access: 'admin',
    nav: { label: 'Audit Log', icon: ScrollText, order: 110 },
  }),
];
