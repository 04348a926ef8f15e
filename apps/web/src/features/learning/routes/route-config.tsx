import type { RouteObject } from 'react-router';

/** The student's courses, course detail, Explore Courses and Explore Teachers, mounted by app/router.tsx. */
export const studentCourseRoutes: RouteObject[] = [];
