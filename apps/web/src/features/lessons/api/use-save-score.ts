import { scoreEndpoints } from '@tutorium/contract/endpoints/scores';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { scoresQuery } from './use-scores';

/** Records one student's score; their row takes the saved score and grade at once. */
export function useSaveScore(courseId: string) {
  return useEndpointMutation(scoreEndpoints.record, {
    input: ({ studentId, score }: { studentId: string; score: number }) => ({
      params: { courseId, studentId },
      body: { score },
    }),
    onSuccess: ({ data }, { studentId }, _onMutateResult, { client }) => {
      client.setQueryData(scoresQuery(courseId).queryKey, (rows) =>
        rows?.map((row) => (row.student.id === studentId ? { ...row, score: data.score, grade: data.grade } : row)),
      );
    },
    invalidateAfter: false,
  });
}
