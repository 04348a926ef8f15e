import { useQuery } from '@tanstack/react-query';
import { scoreEndpoints } from '@tutorium/contract/endpoints/scores';
import { endpointQuery } from '../../../lib/endpoint-query';
import { lessonKeys } from './lesson-keys';
import { lessonFallbacks } from './lesson-messages';

/** The course's enrolled students with their progress, score and grade. */
export const scoresQuery = (courseId: string) =>
  endpointQuery(scoreEndpoints.sheet, {
    key: lessonKeys.scores(courseId),
    input: { params: { courseId } },
    fallbackMessage: lessonFallbacks.scores,
    pick: ({ data }) => data,
  });

export const useScores = (courseId: string) => useQuery(scoresQuery(courseId));
