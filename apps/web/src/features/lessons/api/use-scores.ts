import { queryOptions, useQuery } from '@tanstack/react-query';
import { scoreEndpoints } from '@tutorium/contract/endpoints/scores';
import { callEndpoint } from '../../../lib/endpoint-client';
import { lessonKeys } from './lesson-keys';
import { lessonFallbacks } from './lesson-messages';

/** The course's enrolled students with their progress, score and grade. */
export const scoresQuery = (courseId: string) =>
  queryOptions({
    queryKey: lessonKeys.scores(courseId),
    queryFn: async ({ signal }) => {
      const { data } = await callEndpoint(scoreEndpoints.sheet, {
        params: { courseId },
        fallbackMessage: lessonFallbacks.scores,
        signal,
      });
      return data;
    },
  });

export const useScores = (courseId: string) => useQuery(scoresQuery(courseId));
