import { useQuery } from '@tanstack/react-query';
import { courseResponseSchema } from '@tutorium/contract/courses';
import { apiClient } from '../../../lib/api-client';
import { courseKeys } from './course-keys';

export function useCourse(courseId: string, fallbackMessage: string) {
  return useQuery({
    queryKey: courseKeys.detail(courseId),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`/courses/${encodeURIComponent(courseId)}`, {
        schema: courseResponseSchema,
        fallbackMessage,
        signal,
      });
      return data;
    },
  });
}
