import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { courseListResponseSchema, type InstructorCoursesQuery } from '@tutorium/contract/courses';
import { apiClient } from '../../../lib/api-client';
import { courseFallbacks } from './course-fallbacks';
import { courseKeys } from './course-keys';

function toSearchParams(query: InstructorCoursesQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** The signed-in teacher's courses (every course for an admin), one page at a time. */
export function useInstructorCourses(query: InstructorCoursesQuery) {
  return useQuery({
    queryKey: courseKeys.instructorList(query),
    queryFn: ({ signal }) =>
      apiClient.get(`/courses/instructor/courses?${toSearchParams(query)}`, {
        schema: courseListResponseSchema,
        fallbackMessage: courseFallbacks.fetchList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
