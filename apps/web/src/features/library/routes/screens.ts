import { msg } from '@lingui/core/macro';
import { FolderOpen, Inbox } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('library');

/** The teacher's Resources screen and the admin Inbox. */
export const libraryScreens = [
  portalScreen('teacher.resources', async () => (await import('./resources-admin-page')).ResourcesAdminPage, {
    nav: { label: msg`Resources`, icon: FolderOpen, order: 70 },
  }),
  portalScreen('teacher.inbox', async () => (await import('./inbox-page')).InboxPage, {
    access: 'admin',
    nav: { label: msg`Inbox`, icon: Inbox, order: 90 },
  }),
];
