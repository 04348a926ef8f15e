import { useQuery } from '@tanstack/react-query';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { endpointQuery } from './endpoint-query';

/**
 * The signed-in student's enrolled courses, most recent enrolment first: My Courses and the course
 * filters of attendance and live classes read this one cache entry.
 */
export const studentCoursesQuery = () =>
  endpointQuery(courseEndpoints.studentCourses, {
    pick: ({ data }) => data,
  });

export const useStudentCourses = () => useQuery(studentCoursesQuery());
