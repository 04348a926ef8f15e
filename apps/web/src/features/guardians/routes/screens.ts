import { msg } from '@lingui/core/macro';
import { HeartHandshake } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';

const { portalScreen, siteScreen } = featureScreens('guardians');

/** The student's guardians (docs/product.md, "Guardians"). */
export const guardianScreens = [
  portalScreen('student.guardians', async () => (await import('./my-guardians-page')).MyGuardiansPage, {
    nav: { label: msg`My guardians`, icon: HeartHandshake, order: 70 },
  }),
];

/** The pages a guardian email's links open, in the sign-in card's frame. */
export const guardianSiteScreens = [
  siteScreen(
    'site.guardianInvitation',
    'auth',
    async () => (await import('./guardian-invitation-page')).GuardianInvitationPage,
  ),
  siteScreen(
    'site.guardianUnsubscribe',
    'auth',
    async () => (await import('./guardian-unsubscribe-page')).GuardianUnsubscribePage,
  ),
];
