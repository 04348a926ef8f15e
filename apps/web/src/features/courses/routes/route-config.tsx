import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../lib/lazy-route';

/** The teacher's course screens, mounted by app/portal-routes.tsx. */
export const courseManagementRoutes: RouteObject[] = [
  lazyScreen('courses', async () => (await import('./course-management-page')).CourseManagementPage),
  lazyScreen('courses/new', async () => (await import('./create-course-page')).CreateCoursePage),
  lazyScreen('courses/:courseId', async () => (await import('./course-detail-page')).CourseDetailPage),
  lazyScreen('courses/:courseId/edit', async () => (await import('./edit-course-page')).EditCoursePage),
];
