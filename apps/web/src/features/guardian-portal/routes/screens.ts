import { msg } from '@lingui/core/macro';
import { HeartHandshake } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('guardian-portal');

/**
 * The guardian portal's own screens: the children followed and each child's overview. Its Messages
 * and Settings are those features' screens (features/messages, features/settings).
 */
export const guardianPortalScreens = [
  portalScreen('guardian.dashboard', async () => (await import('./children-page')).ChildrenPage, {
    nav: { label: msg`My children`, icon: HeartHandshake, order: 10 },
  }),
  portalScreen('guardian.child', async () => (await import('./child-page')).ChildPage),
];
