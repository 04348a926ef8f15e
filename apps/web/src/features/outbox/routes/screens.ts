import { msg } from '@lingui/core/macro';
import { Mail } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('outbox');

/** The admin's email queue. */
export const outboxScreens = [
  portalScreen('teacher.email', async () => (await import('./email-queue-page')).EmailQueuePage, {
    access: 'admin',
    nav: { label: msg`Email`, icon: Mail, order: 100 },
  }),
];
