import { scoreEndpoints } from '@tutorium/contract/endpoints/scores';
import type { ScoreSheetInput } from '@tutorium/contract/grades';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { scoresQuery } from './use-scores';

/** Saves the score sheet's changed rows in one request; those rows take the saved scores and grades at once. */
export function useSaveScores(courseId: string) {
  return useEndpointMutation(scoreEndpoints.saveSheet, {
    input: (scores: ScoreSheetInput['scores']) => ({ params: { courseId }, body: { scores } }),
    onSuccess: ({ data }, _scores, _onMutateResult, { client }) => {
      const saved = new Map(data.map((row) => [row.studentId, row]));
      client.setQueryData(scoresQuery(courseId).queryKey, (rows) =>
        rows?.map((row) => {
          const update = saved.get(row.student.id);
          return update ? { ...row, score: update.score, grade: update.grade } : row;
        }),
      );
    },
    invalidateAfter: false,
  });
}
