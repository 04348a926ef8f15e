import { useQuery } from '@tanstack/react-query';
import type { InstructorCoursesQuery } from '@tutorium/contract/courses';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { endpointQuery } from './endpoint-query';

/** The largest page the API serves: the teacher's courses for the course pickers. */
const COURSE_OPTIONS_PAGE_SIZE = 100;

/** The signed-in teacher's courses (every course for an admin), one page at a time. */
const instructorCoursesQuery = (query: InstructorCoursesQuery) =>
  endpointQuery(courseEndpoints.instructorCourses, {
    input: { query: { ...query, page: query.page ?? 1 } },
    keepPrevious: true,
  });

export const useInstructorCourses = (query: InstructorCoursesQuery) => useQuery(instructorCoursesQuery(query));

/** The first page of the largest size, which the course pickers offer. */
export const useInstructorCourseOptions = () =>
  useQuery({
    ...instructorCoursesQuery({ page: 1, pageSize: COURSE_OPTIONS_PAGE_SIZE }),
    select: (page) => page.data,
  });
