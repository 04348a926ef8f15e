import { msg } from '@lingui/core/macro';
import { authScreens } from '../features/auth/routes/screens';
import { guardianSiteScreens } from '../features/guardians/routes/screens';
import { learningSiteScreens } from '../features/learning/routes/screens';
import { publicScreens } from '../features/public/routes/screens';
import { href } from '../lib/href';
import { featureScreens, type ScreenDefinition, siteNavOf } from '../lib/screen';

const { siteScreen } = featureScreens();

/** Every site page's definition but the landing page's (app/router.tsx holds that one). */
export const siteScreens: readonly ScreenDefinition[] = [
  ...publicScreens,
  ...learningSiteScreens,
  ...authScreens,
  ...guardianSiteScreens,
  siteScreen('site.profile', 'none', async () => (await import('./guards/profile-redirect')).ProfileRedirect),
];

/** The public header's and footer's links, from the site pages' nav entries, as the portals' sidebars are from theirs. */
export const siteNav = siteNavOf(siteScreens, { label: msg`Home`, to: href('site.landing') });
