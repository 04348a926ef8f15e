import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { callEndpoint } from './endpoint-client';

/**
 * The signed-in student's enrolled courses, most recent enrolment first: My Courses and the course
 * filters of attendance and live classes read this one cache entry.
 */
export const studentCoursesQuery = () =>
  queryOptions({
    queryKey: ['courses', 'student'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await callEndpoint(courseEndpoints.studentCourses, {
        fallbackMessage: 'Failed to fetch enrolled courses',
        signal,
      });
      return data;
    },
  });

export const useStudentCourses = () => useQuery(studentCoursesQuery());
