import { Navigate, type RouteObject } from 'react-router';
import { analyticsTeacherRoutes } from '../features/analytics/routes/route-config';
import { attendanceTeacherRoutes } from '../features/attendance/routes/route-config';
import { attendanceStudentRoutes } from '../features/attendance/routes/student-route-config';
import { auditLogRoutes } from '../features/audit-log/routes/route-config';
import { courseManagementRoutes } from '../features/courses/routes/route-config';
import { dashboardTeacherRoutes } from '../features/dashboard/routes/route-config';
import { studentCourseRoutes } from '../features/learning/routes/route-config';
import { lessonTeacherRoutes } from '../features/lessons/routes/route-config';
import { libraryAdminRoutes } from '../features/library/routes/route-config';
import { liveClassTeacherRoutes } from '../features/live-classes/routes/route-config';
import { liveClassStudentRoutes } from '../features/live-classes/routes/student-route-config';
import { outboxAdminRoutes } from '../features/outbox/routes/route-config';
import { peopleRoutes } from '../features/people/routes/route-config';
import { progressStudentRoutes } from '../features/progress/routes/route-config';
import { lazyLoad, lazyScreen } from '../lib/lazy-route';
import type { Portal } from '../lib/portal-paths';
import { PortalNotFound } from './portal-not-found';

/*
 * The two portals' routes. app/router.tsx loads this module the first time an address under
 * /admin or /student is visited, so the landing page carries neither portal's route table; each
 * screen still loads on its own when it is first shown.
 */

/**
 * A portal under its path (/admin or /student): the guard, the layout, the dashboard, the portal's
 * own screens, and the Profile, Settings and Notifications screens both portals share. The id lets app/router.tsx
 * add the portal once however often it is asked to.
 */
function portalRoutes(
  id: string,
  path: string,
  portal: Portal,
  { dashboard, screens }: { dashboard: NonNullable<RouteObject['lazy']>; screens: RouteObject[] },
): RouteObject {
  const pages: RouteObject[] = [
    { index: true, element: <Navigate to="dashboard" replace /> },
    { path: 'dashboard', lazy: dashboard },
    ...screens,
    lazyScreen('profile', async () => (await import('../features/profile/routes/profile-page')).ProfilePage),
    lazyScreen('settings', async () => (await import('../features/settings/routes/settings-page')).SettingsPage),
    lazyScreen(
      'notifications',
      async () => (await import('../features/notifications/routes/notifications-page')).NotificationsPage,
    ),
    { path: '*', element: <PortalNotFound portal={portal} /> },
  ];
  return {
    id,
    path,
    lazy: lazyLoad(async () => (await import('./guards/require-portal')).RequirePortal, { portal }),
    children: [
      {
        lazy: lazyLoad(async () => (await import('./layouts/portal-layout')).PortalLayout, { portal }),
        // An admin may require two-step sign-in of teachers and admins: the gate sends those without
        // a second factor to Settings first.
        children:
          portal === 'teacher'
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

export const teacherPortalRoutes = portalRoutes('teacher-portal', 'admin', 'teacher', {
  dashboard: lazyLoad(
    async () => (await import('../features/dashboard/routes/teacher-dashboard-page')).TeacherDashboardPage,
  ),
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
    ...dashboardTeacherRoutes,
  ],
});

export const studentPortalRoutes = portalRoutes('student-portal', 'student', 'student', {
  dashboard: lazyLoad(
    async () => (await import('../features/dashboard/routes/student-dashboard-page')).StudentDashboardPage,
  ),
  screens: [...studentCourseRoutes, ...attendanceStudentRoutes, ...liveClassStudentRoutes, ...progressStudentRoutes],
});
