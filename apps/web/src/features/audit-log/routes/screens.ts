import { msg } from '@lingui/core/macro';
import { ScrollText } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('audit-log');

/** The administrators' audit log. */
export const auditLogScreens = [
  portalScreen('teacher.auditLog', async () => (await import('./audit-log-page')).AuditLogPage, {
    access: 'admin',
    nav: { label: msg`Audit Log`, icon: ScrollText, order: 110 },
  }),
];
