import { useQuery } from '@tanstack/react-query';
import { courseResponseSchema } from '@tutorium/contract/courses';
import { apiClient } from '../../../lib/api-client';
import { learningMessages } from './learning-messages';
import { courseKeys } from './query-keys';

export function useCourse(id: string) {
  return useQuery({
    queryKey: courseKeys.detail(id),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`/courses/${encodeURIComponent(id)}`, {
        schema: courseResponseSchema,
        fallbackMessage: learningMessages.courseFailed,
        signal,
      });
      return data;
    },
  });
}
