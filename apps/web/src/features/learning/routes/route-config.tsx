import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../lib/lazy-route';

/** The student's courses, course detail, Explore Courses and Explore Teachers, mounted by app/portal-routes.tsx. */
export const studentCourseRoutes: RouteObject[] = [
  lazyScreen('courses', async () => (await import('./my-courses-page')).MyCoursesPage),
  lazyScreen('courses/:id', async () => (await import('./student-course-page')).StudentCoursePage),
  lazyScreen('explore-courses', async () => (await import('./explore-courses-page')).ExploreCoursesPage),
  lazyScreen('explore-teachers', async () => (await import('./explore-teachers-page')).ExploreTeachersPage),
];
