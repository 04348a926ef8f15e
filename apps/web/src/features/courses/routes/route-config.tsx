import type { RouteObject } from 'react-router';

/** The teacher's course screens, mounted by app/portal-routes.tsx. */
export const courseManagementRoutes: RouteObject[] = [
  {
    path: 'courses',
    lazy: async () => ({
      Component: (await import('./course-management-page')).CourseManagementPage,
    }),
  },
  {
    path: 'courses/new',
    lazy: async () => ({ Component: (await import('./create-course-page')).CreateCoursePage }),
  },
  {
    path: 'courses/:courseId',
    lazy: async () => ({ Component: (await import('./course-detail-page')).CourseDetailPage }),
  },
  {
    path: 'courses/:courseId/edit',
    lazy: async () => ({ Component: (await import('./edit-course-page')).EditCoursePage }),
  },
];
