import { useQuery } from '@tanstack/react-query';
import { courseListResponseSchema } from '@tutorium/contract/courses';
import { apiClient } from '../../../lib/api-client';
import { attendanceFallbacks } from './attendance-fallbacks';
import { courseOptionKeys } from './attendance-keys';

/** The courses the signed-in teacher manages (every course for an admin), for the course picker. */
export function useTeacherCourses() {
  return useQuery({
    queryKey: courseOptionKeys.teacher,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get('/courses/instructor/courses?page=1&pageSize=100', {
        schema: courseListResponseSchema,
        fallbackMessage: attendanceFallbacks.teacherCoursesFailed,
        signal,
      });
      return data;
    },
  });
}
