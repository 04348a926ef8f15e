import { useQuery } from '@tanstack/react-query';
import { courseResponseSchema } from '@tutorium/contract/courses';
import { apiClient } from '../../../lib/api-client';
import { lessonKeys } from './lesson-keys';
import { lessonFallbacks } from './lesson-messages';

export function useCourse(courseId: string) {
  return useQuery({
    queryKey: lessonKeys.course(courseId),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`/courses/${encodeURIComponent(courseId)}`, {
        schema: courseResponseSchema,
        fallbackMessage: lessonFallbacks.course,
        signal,
      });
      return data;
    },
  });
}
