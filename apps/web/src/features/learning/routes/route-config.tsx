import type { RouteObject } from 'react-router';

/** The student's courses, course detail, Explore Courses and Explore Teachers, mounted by app/portal-routes.tsx. */
export const studentCourseRoutes: RouteObject[] = [
  {
    path: 'courses',
    lazy: async () => ({ Component: (await import('./my-courses-page')).MyCoursesPage }),
  },
  {
    path: 'courses/:id',
    lazy: async () => ({ Component: (await import('./student-course-page')).StudentCoursePage }),
  },
  {
    path: 'explore-courses',
    lazy: async () => ({ Component: (await import('./explore-courses-page')).ExploreCoursesPage }),
  },
  {
    path: 'explore-teachers',
    lazy: async () => ({ Component: (await import('./explore-teachers-page')).ExploreTeachersPage }),
  },
];
