import { useQuery } from '@tanstack/react-query';
import { lessonOutlineSchema } from '@tutorium/contract/lessons';
import { apiClient } from '../../../lib/api-client';
import { learningMessages } from './learning-messages';
import { lessonKeys } from './query-keys';

/** A course's lesson titles, which anyone may read before enrolling. */
export function useCourseOutline(courseId: string) {
  return useQuery({
    queryKey: lessonKeys.outline(courseId),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`/courses/${encodeURIComponent(courseId)}/outline`, {
        schema: lessonOutlineSchema,
        fallbackMessage: learningMessages.lessonsFailed,
        signal,
      });
      return data;
    },
  });
}
