import { useQuery } from '@tanstack/react-query';
import { lessonListSchema } from '@tutorium/contract/lessons';
import { apiClient } from '../../../lib/api-client';
import { lessonKeys } from './lesson-keys';
import { lessonFallbacks } from './lesson-messages';

/** The course's lessons in the order students see them. */
export function useLessons(courseId: string) {
  return useQuery({
    queryKey: lessonKeys.list(courseId),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`/courses/${encodeURIComponent(courseId)}/lessons`, {
        schema: lessonListSchema,
        fallbackMessage: lessonFallbacks.lessons,
        signal,
      });
      return data;
    },
  });
}
