import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { analyticsTeacherRoutes } from '../features/analytics/routes/route-config';
import { attendanceTeacherRoutes } from '../features/attendance/routes/route-config';
import { attendanceStudentRoutes } from '../features/attendance/routes/student-route-config';
import { auditLogRoutes } from '../features/audit-log/routes/route-config';
import { courseManagementRoutes } from '../features/courses/routes/route-config';
import { publicCourseRoute, studentCourseRoutes } from '../features/learning/routes/route-config';
import { lessonTeacherRoutes } from '../features/lessons/routes/route-config';
import { libraryAdminRoutes } from '../features/library/routes/route-config';
import { liveClassTeacherRoutes } from '../features/live-classes/routes/route-config';
import { liveClassStudentRoutes } from '../features/live-classes/routes/student-route-config';
import { outboxAdminRoutes } from '../features/outbox/routes/route-config';
import { peopleRoutes } from '../features/people/routes/route-config';
import { progressStudentRoutes } from '../features/progress/routes/route-config';
import { publicRoutes } from '../features/public/routes/route-config';
import type { Portal } from '../lib/portal-paths';
import { PortalNotFound } from './portal-not-found';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * A portal under its path (/admin or /student): the guard, the layout, the dashboard, the portal's
 * own screens, and the Profile and Settings screens both portals share.
 */
function portalRoutes(
  path: string,
  portal: Portal,
  { dashboard, screens }: { dashboard: NonNullable<RouteObject['lazy']>; screens: RouteObject[] },
): RouteObject {
  return {
    path,
    lazy: async () => {
      const { RequirePortal } = await import('./guards/require-portal');
      return { element: <RequirePortal portal={portal} /> };
    },
    children: [
      {
        lazy: async () => {
          const { PortalLayout } = await import('./layouts/portal-layout');
          return { element: <PortalLayout portal={portal} /> };
        },
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          { path: 'dashboard', lazy: dashboard },
          ...screens,
          {
            path: 'profile',
            lazy: async () => ({ Component: (await import('../features/profile/routes/profile-page')).ProfilePage }),
          },
          {
            path: 'settings',
            lazy: async () => ({ Component: (await import('../features/settings/routes/settings-page')).SettingsPage }),
          },
          { path: '*', element: <PortalNotFound portal={portal} /> },
        ],
      },
    ],
  };
}

/*
 * Screens, layouts and guards load on demand, one chunk each, so the landing page loads neither
 * portal's code. Screens shared by both portals get a key per portal,
 * so switching portal starts with a fresh form.
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
      portalRoutes('admin', 'teacher', {
        dashboard: async () => ({
          Component: (await import('../features/dashboard/routes/teacher-dashboard-page')).TeacherDashboardPage,
        }),
        screens: [
          ...courseManagementRoutes,
          ...peopleRoutes,
          ...attendanceTeacherRoutes,
          ...liveClassTeacherRoutes,
          ...analyticsTeacherRoutes,
          ...libraryAdminRoutes,
          ...outboxAdminRoutes,
          ...lessonTeacherRoutes,
          ...auditLogRoutes,
        ],
      }),
      portalRoutes('student', 'student', {
        dashboard: async () => ({
          Component: (await import('../features/dashboard/routes/student-dashboard-page')).StudentDashboardPage,
        }),
        screens: [
          ...studentCourseRoutes,
          ...attendanceStudentRoutes,
          ...liveClassStudentRoutes,
          ...progressStudentRoutes,
        ],
      }),
    ],
  },
];

/** The browser's router; integration tests mount the same `routes` in a memory router. */
export const router = createBrowserRouter(routes);
