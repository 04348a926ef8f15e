import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { courseListResponseSchema, type InstructorCoursesQuery } from '@tutorium/contract/courses';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { courseFallbacks } from './course-fallbacks';
import { courseKeys } from './course-keys';

/** The signed-in teacher's courses (every course for an admin), one page at a time. */
export function useInstructorCourses(query: InstructorCoursesQuery) {
  return useQuery({
    queryKey: courseKeys.instructorList(query),
    queryFn: ({ signal }) =>
      apiClient.get(`/courses/instructor/courses?${toSearchParams({ ...query, page: query.page ?? 1 })}`, {
        schema: courseListResponseSchema,
        fallbackMessage: courseFallbacks.fetchList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
