import type { RouteObject } from 'react-router';
import { publicCourseRoute } from '../features/learning/routes/public-route-config';
import { publicRoutes } from '../features/public/routes/route-config';
import { lazyLoad, lazyScreen } from '../lib/lazy-route';

/** The route the portals are added under (app/router.tsx), as they need TanStack Query too. */
export const SITE_ROUTE_ID = 'site';

/*
 * Every page but the landing page: the public pages, the sign-in pages and /profile, under the
 * pathless route that provides TanStack Query. app/router.tsx loads this table the first time an
 * address other than / is visited, so a first visit to the landing page carries neither the table
 * nor TanStack Query (docs/performance.md). Screens shared by both portals get a key per portal,
 * so switching portal starts with a fresh form.
 */
const chooseUserPage = async () => (await import('../features/auth/routes/choose-user-page')).ChooseUserPage;
const signInPage = async () => (await import('../features/auth/routes/sign-in-page')).SignInPage;
const registerPage = async () => (await import('../features/auth/routes/register-page')).RegisterPage;

export const siteRoute: RouteObject = {
  id: SITE_ROUTE_ID,
  lazy: lazyLoad(async () => (await import('./query-layout')).QueryLayout),
  children: [
    ...publicRoutes([publicCourseRoute]),
    {
      lazy: lazyLoad(async () => (await import('./layouts/auth-layout')).AuthLayout),
      children: [
        lazyScreen('choose-user', chooseUserPage),
        lazyScreen('login', chooseUserPage),
        lazyScreen('admin-signin', signInPage, { key: 'teacher', portal: 'teacher' }),
        lazyScreen('student-signin', signInPage, { key: 'student', portal: 'student' }),
        lazyScreen('admin-register', registerPage, { key: 'teacher', portal: 'teacher' }),
        lazyScreen('student-register', registerPage, { key: 'student', portal: 'student' }),
        lazyScreen(
          'forgot-password',
          async () => (await import('../features/auth/routes/forgot-password-page')).ForgotPasswordPage,
        ),
        lazyScreen(
          'reset-password',
          async () => (await import('../features/auth/routes/reset-password-page')).ResetPasswordPage,
        ),
        lazyScreen(
          'verify-email',
          async () => (await import('../features/auth/routes/verify-email-page')).VerifyEmailPage,
        ),
      ],
    },
    lazyScreen('profile', async () => (await import('./guards/profile-redirect')).ProfileRedirect),
  ],
};
