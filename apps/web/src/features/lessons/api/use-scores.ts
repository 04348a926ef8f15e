import { useQuery } from '@tanstack/react-query';
import { scoreEndpoints } from '@tutorium/contract/endpoints/scores';
import { endpointQuery } from '../../../lib/endpoint-query';

/** The course's enrolled students with their progress, score and grade. */
export const scoresQuery = (courseId: string) =>
  endpointQuery(scoreEndpoints.sheet, {
    input: { params: { courseId } },
    pick: ({ data }) => data,
  });

export const useScores = (courseId: string) => useQuery(scoresQuery(courseId));
