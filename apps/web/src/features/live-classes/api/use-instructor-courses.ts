import { useQuery } from '@tanstack/react-query';
import { courseListResponseSchema } from '@tutorium/contract/courses';
import { apiClient } from '../../../lib/api-client';
import { liveClassFallbacks } from './live-class-fallbacks';
import { courseOptionKeys } from './live-class-keys';

/** The largest page the API serves: the teacher's courses for the course pickers. */
const COURSE_OPTIONS_PAGE_SIZE = 100;

/** The signed-in teacher's own courses (every course for an admin), for the filter and the form. */
export function useInstructorCourses() {
  return useQuery({
    queryKey: courseOptionKeys.instructor,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`/courses/instructor/courses?pageSize=${COURSE_OPTIONS_PAGE_SIZE}`, {
        schema: courseListResponseSchema,
        fallbackMessage: liveClassFallbacks.instructorCourses,
        signal,
      });
      return data;
    },
  });
}
