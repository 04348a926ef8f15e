import { useQuery } from '@tanstack/react-query';
import { courseResponseSchema } from '@tutorium/contract/courses';
import { apiClient } from '../../../lib/api-client';
import { attendanceFallbacks } from './attendance-fallbacks';
import { courseOptionKeys } from './attendance-keys';

/** One course, for the title of its attendance screens (shares the cache of the course screens). */
export function useCourse(courseId: string) {
  return useQuery({
    queryKey: courseOptionKeys.detail(courseId),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`/courses/${encodeURIComponent(courseId)}`, {
        schema: courseResponseSchema,
        fallbackMessage: attendanceFallbacks.courseFailed,
        signal,
      });
      return data;
    },
  });
}
