import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { publicCourseRoute } from '../features/learning/routes/public-route-config';
import { publicRoutes } from '../features/public/routes/route-config';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * The pathless route around every page but the landing page, providing TanStack Query (which the
 * landing page does without until it needs it, docs/performance.md); the portals are added under it.
 */
const QUERY_ROUTE_ID = 'query';

/** Each portal's routes by the first segment of its addresses (docs/architecture.md, "Routes"). */
const portalRouteLoaders = new Map<string, () => Promise<RouteObject>>([
  ['admin', async () => (await import('./portal-routes')).teacherPortalRoutes],
  ['student', async () => (await import('./portal-routes')).studentPortalRoutes],
]);

/**
 * Adds a portal's routes the first time an address under it is visited (React Router asks whenever
 * an address matches no route or only a splat); the portal route's id keeps it from being added
 * twice. A failed download shows the error boundary, with its Try Again.
 */
export const discoverPortal: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  // Route paths match case-insensitively, so /Admin is the teacher portal too.
  const load = portalRouteLoaders.get(path.split('/')[1]?.toLowerCase() ?? '');
  if (load) patch(QUERY_ROUTE_ID, [await load()]);
};

/*
 * Screens, layouts and guards load on demand, one chunk each, and each portal's route table loads
 * with the portal, so the landing page loads no portal code. Screens shared by both portals get a
 * key per portal, so switching portal starts with a fresh form.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('../features/public/routes/landing-page')).LandingPage }),
      },
      {
        id: QUERY_ROUTE_ID,
        lazy: async () => ({ Component: (await import('./query-provider')).QueryLayout }),
        children: [
          ...publicRoutes([publicCourseRoute]),
          {
            lazy: async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout }),
            children: [
              {
                path: 'choose-user',
                lazy: async () => ({
                  Component: (await import('../features/auth/routes/choose-user-page')).ChooseUserPage,
                }),
              },
              {
                path: 'login',
                lazy: async () => ({
                  Component: (await import('../features/auth/routes/choose-user-page')).ChooseUserPage,
                }),
              },
              {
                path: 'admin-signin',
                lazy: async () => {
                  const { SignInPage } = await import('../features/auth/routes/sign-in-page');
                  return { element: <SignInPage key="teacher" portal="teacher" /> };
                },
              },
              {
                path: 'student-signin',
                lazy: async () => {
                  const { SignInPage } = await import('../features/auth/routes/sign-in-page');
                  return { element: <SignInPage key="student" portal="student" /> };
                },
              },
              {
                path: 'admin-register',
                lazy: async () => {
                  const { RegisterPage } = await import('../features/auth/routes/register-page');
                  return { element: <RegisterPage key="teacher" portal="teacher" /> };
                },
              },
              {
                path: 'student-register',
                lazy: async () => {
                  const { RegisterPage } = await import('../features/auth/routes/register-page');
                  return { element: <RegisterPage key="student" portal="student" /> };
                },
              },
              {
                path: 'forgot-password',
                lazy: async () => ({
                  Component: (await import('../features/auth/routes/forgot-password-page')).ForgotPasswordPage,
                }),
              },
              {
                path: 'reset-password',
                lazy: async () => ({
                  Component: (await import('../features/auth/routes/reset-password-page')).ResetPasswordPage,
                }),
              },
            ],
          },
          {
            path: 'profile',
            lazy: async () => ({ Component: (await import('./guards/profile-redirect')).ProfileRedirect }),
          },
        ],
      },
    ],
  },
];

/** The browser's router; integration tests mount the same `routes` and `discoverPortal` in a memory router. */
export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverPortal });
