import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scoreEndpoints } from '@tutorium/contract/endpoints/scores';
import { callEndpoint } from '../../../lib/endpoint-client';
import { lessonFallbacks } from './lesson-messages';
import { scoresQuery } from './use-scores';

/** Records one student's score; their row takes the saved score and grade at once. */
export function useSaveScore(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, score }: { studentId: string; score: number }) =>
      callEndpoint(scoreEndpoints.record, {
        params: { courseId, studentId },
        body: { score },
        fallbackMessage: lessonFallbacks.saveScore,
      }),
    onSuccess: ({ data }, { studentId }) => {
      queryClient.setQueryData(scoresQuery(courseId).queryKey, (rows) =>
        rows?.map((row) => (row.student.id === studentId ? { ...row, score: data.score, grade: data.grade } : row)),
      );
    },
  });
}
