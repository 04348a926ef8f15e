import type { Portal } from '@tutorium/contract/screen-paths';
import { Navigate, type RouteObject } from 'react-router';
import { featureCatalogue, withCatalogues } from '../lib/i18n';
import { lazyLoad } from '../lib/lazy-route';
import { PortalNotFound } from './portal-not-found';
import { screensOf } from './portal-screens';

/*
 * The portals' routes, made from the screens' definitions (app/portal-screens.ts). app/router.tsx
 * loads this module the first time an address under /admin, /student or /guardian is visited, so the
 * landing page carries no portal's route table; each screen still loads on its own when it is first shown.
 */

/**
 * A portal under its path (/admin, /student or /guardian): the guard, the layout and the portal's screens. The
 * id lets app/router.tsx add the portal once however often it is asked to.
 */
function portalRoutes(id: string, path: string, portal: Portal): RouteObject {
  const pages: RouteObject[] = [
    { index: true, element: <Navigate to="dashboard" replace /> },
    ...screensOf(portal).map(({ path, lazy }) => ({ path, lazy })),
    { path: '*', element: <PortalNotFound portal={portal} /> },
  ];
  return {
    id,
    path,
    lazy: lazyLoad(async () => (await import('./guards/require-portal')).RequirePortal, { portal }),
    children: [
      {
        // The layout shows the notification bell and the unread messages, and signs out: it comes with those features' texts.
        lazy: lazyLoad(
          () =>
            withCatalogues(
              [featureCatalogue('notifications'), featureCatalogue('messages'), featureCatalogue('auth')],
              async () => (await import('./layouts/portal-layout')).PortalLayout,
            ),
          { portal },
        ),
        // An admin may require two-step sign-in of teachers and admins: the gate sends those without
        // a second factor to Settings first (in the guardian portal too, which staff may use).
        children:
          portal !== 'student'
            ? [
                {
                  lazy: lazyLoad(async () => (await import('./guards/two-step-setup-gate')).TwoStepSetupGate),
                  children: pages,
                },
              ]
            : pages,
      },
    ],
  };
}

export const teacherPortalRoutes = portalRoutes('teacher-portal', 'admin', 'teacher');

export const studentPortalRoutes = portalRoutes('student-portal', 'student', 'student');

export const guardianPortalRoutes = portalRoutes('guardian-portal', 'guardian', 'guardian');
