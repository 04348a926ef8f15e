import type { RouteObject } from 'react-router';

/** The teacher's lesson management and score sheet of a course, mounted under /admin by app/portal-routes.tsx. */
export const lessonTeacherRoutes: RouteObject[] = [
  {
    path: 'courses/:courseId/lessons',
    lazy: async () => ({ Component: (await import('./lessons-page')).LessonsPage }),
  },
  {
    path: 'courses/:courseId/scores',
    lazy: async () => ({ Component: (await import('./scores-page')).ScoresPage }),
  },
];
