import type { RouteObject } from 'react-router';
import { publicCourseRoute } from '../features/learning/routes/public-route-config';
import { publicRoutes } from '../features/public/routes/route-config';

/** The route the portals are added under (app/router.tsx), as they need TanStack Query too. */
export const SITE_ROUTE_ID = 'site';

/*
 * Every page but the landing page: the public pages, the sign-in pages and /profile, under the
 * pathless route that provides TanStack Query. app/router.tsx loads this table the first time an
 * address other than / is visited, so a first visit to the landing page carries neither the table
 * nor TanStack Query (docs/performance.md). Screens shared by both portals get a key per portal,
 * so switching portal starts with a fresh form.
 */
export const siteRoute: RouteObject = {
  id: SITE_ROUTE_ID,
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
};
