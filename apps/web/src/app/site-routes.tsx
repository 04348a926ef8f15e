import { screenPaths } from '@tutorium/contract/screen-paths';
import type { RouteObject } from 'react-router';
import { featureCatalogue, withCatalogues } from '../lib/i18n';
import type { ComponentLoader } from '../lib/lazy-route';
import { lazyLoad, lazyScreen } from '../lib/lazy-route';
import type { SiteFrame } from '../lib/screen';
import { siteNav, siteScreens } from './site-nav';

/** The route the portals are added under (app/router.tsx), as they need TanStack Query too. */
export const SITE_ROUTE_ID = 'site';

/*
 * Every page but the landing page, made from the screens' definitions: the public pages, the sign-in
 * pages and /profile, under the pathless route that provides TanStack Query. app/router.tsx loads
 * this table the first time an address other than / is visited, so a first visit to the landing page
 * carries neither the table nor TanStack Query (docs/performance.md).
 */
const routesIn = (frame: SiteFrame): RouteObject[] =>
  siteScreens
    .filter((screen) => screen.frame === frame)
    .map(({ key, lazy }) => ({ path: screenPaths[key].slice(1), lazy }));

/** The public pages' frame and the site's "not found" page come with the public feature's texts. */
const publicCatalogue = featureCatalogue('public');
const inPublic =
  <P,>(load: ComponentLoader<P>): ComponentLoader<P> =>
  () =>
    withCatalogues([publicCatalogue], load);

export const siteRoute: RouteObject = {
  id: SITE_ROUTE_ID,
  lazy: lazyLoad(async () => (await import('./query-layout')).QueryLayout),
  children: [
    {
      lazy: lazyLoad(
        inPublic(async () => (await import('../features/public/components/public-layout')).PublicLayout),
        {
          nav: siteNav,
        },
      ),
      children: [
        ...routesIn('public'),
        // Every address nothing else claims, portals aside (they have their own).
        lazyScreen(
          '*',
          inPublic(async () => (await import('../features/public/routes/not-found-page')).NotFoundPage),
        ),
      ],
    },
    { lazy: lazyLoad(async () => (await import('./layouts/auth-layout')).AuthLayout), children: routesIn('auth') },
    ...routesIn('none'),
  ],
};
