import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../lib/lazy-route';

/*
 * Apart from the student's routes (route-config.tsx): app/site-routes.tsx carries this one, and the
 * student's table loads only with the portal (docs/architecture.md, "Routes in the web app").
 */

/** The public course page, shown inside the public site's layout; it shares the enrol action, outline and reviews with the student screens. */
export const publicCourseRoute: RouteObject = lazyScreen(
  'courses/:id',
  async () => (await import('./course-page')).CoursePage,
);
