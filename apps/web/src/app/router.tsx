import { type Portal, portalOfPath } from '@tutorium/contract/screen-paths';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { shellCatalogue, withCatalogues } from '../lib/i18n';
import { RouteErrorBoundary } from './route-error-boundary';

/** The pathless route around every page, holding the error boundary; the other route tables are added under it. */
const ROOT_ROUTE_ID = 'root';

/** Each portal's routes by the first segment of its addresses (docs/architecture.md, "Routes"). */
const portalRouteLoaders: Record<Portal, () => Promise<RouteObject>> = {
  teacher: async () => (await import('./portal-routes')).teacherPortalRoutes,
  student: async () => (await import('./portal-routes')).studentPortalRoutes,
  guardian: async () => (await import('./portal-routes')).guardianPortalRoutes,
};

/**
 * Adds the site's routes (app/site-routes.tsx) the first time an address other than the landing
 * page is visited, and a portal's routes under them the first time an address under the portal is
 * (React Router asks whenever an address matches no route or only a splat). The routes' ids keep
 * them from being added twice. A failed download shows the error boundary, with its Try Again.
 *
 * The shell's texts come with them: every page but the landing page draws the shared components and
 * the portals their nav labels, while the landing page has the site's catalogue alone (lib/i18n.ts).
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  // Route paths match case-insensitively, so /Admin is the teacher portal too.
  const portalOfAddress = portalOfPath(path);
  const [{ siteRoute, SITE_ROUTE_ID }, portal] = await Promise.all([
    withCatalogues([shellCatalogue], () => import('./site-routes')),
    portalOfAddress && portalRouteLoaders[portalOfAddress](),
  ]);
  patch(ROOT_ROUTE_ID, [siteRoute]);
  if (portal) patch(SITE_ROUTE_ID, [portal]);
};

/*
 * Only the landing page is here, with the error boundary: every other page's route table loads on
 * navigation, so a first visit to the landing page carries none of them (docs/performance.md).
 * Screens, layouts and guards load on demand too, one chunk each.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        path: '/',
        /*
         * The site's links come with the landing page, not in this chunk (app/site-nav.ts). Their
         * texts and the page's are the site's catalogue, loaded before the first screen (main.tsx).
         */
        lazy: async () => {
          const [{ LandingPage }, { siteNav }] = await Promise.all([
            import('../features/public/routes/landing-page'),
            import('./site-nav'),
          ]);
          return { element: <LandingPage nav={siteNav} /> };
        },
      },
    ],
  },
];

/** The browser's router; integration tests mount the same `routes` and `discoverRoutes` in a memory router. */
export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes });
