import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../lib/lazy-route';

/** The teacher's lesson management and score sheet of a course, mounted under /admin by app/portal-routes.tsx. */
export const lessonTeacherRoutes: RouteObject[] = [
  lazyScreen('courses/:courseId/lessons', async () => (await import('./lessons-page')).LessonsPage),
  lazyScreen('courses/:courseId/scores', async () => (await import('./scores-page')).ScoresPage),
];
