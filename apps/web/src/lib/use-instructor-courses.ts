import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InstructorCoursesQuery } from '@tutorium/contract/courses';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { callEndpoint } from './endpoint-client';

/** The largest page the API serves: the teacher's courses for the course pickers. */
const COURSE_OPTIONS_PAGE_SIZE = 100;

/** The signed-in teacher's courses (every course for an admin), one page at a time. */
export const instructorCoursesQuery = (query: InstructorCoursesQuery) =>
  queryOptions({
    queryKey: ['courses', 'instructor', query] as const,
    queryFn: ({ signal }) =>
      callEndpoint(courseEndpoints.instructorCourses, {
        query: { ...query, page: query.page ?? 1 },
        fallbackMessage: 'Failed to fetch instructor courses',
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useInstructorCourses = (query: InstructorCoursesQuery) => useQuery(instructorCoursesQuery(query));

/** The first page of the largest size, which the course pickers offer. */
export const useInstructorCourseOptions = () =>
  useQuery({
    ...instructorCoursesQuery({ page: 1, pageSize: COURSE_OPTIONS_PAGE_SIZE }),
    select: (page) => page.data,
  });
