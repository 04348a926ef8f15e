import { useQuery } from '@tanstack/react-query';
import { courseScoresResponseSchema } from '@tutorium/contract/grades';
import { apiClient } from '../../../lib/api-client';
import { lessonKeys } from './lesson-keys';
import { lessonFallbacks } from './lesson-messages';

/** The course's enrolled students with their progress, score and grade. */
export function useScores(courseId: string) {
  return useQuery({
    queryKey: lessonKeys.scores(courseId),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`/courses/${encodeURIComponent(courseId)}/scores`, {
        schema: courseScoresResponseSchema,
        fallbackMessage: lessonFallbacks.scores,
        signal,
      });
      return data;
    },
  });
}
