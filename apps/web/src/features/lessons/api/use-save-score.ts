import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseScore } from '@tutorium/contract/grades';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { lessonKeys } from './lesson-keys';
import { lessonFallbacks } from './lesson-messages';

const savedScoreSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ score: z.number(), grade: z.string() }),
});

/** Records one student's score; their row takes the saved score and grade at once. */
export function useSaveScore(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, score }: { studentId: string; score: number }) =>
      apiClient.put(`/courses/${encodeURIComponent(courseId)}/scores/${encodeURIComponent(studentId)}`, {
        schema: savedScoreSchema,
        fallbackMessage: lessonFallbacks.saveScore,
        body: { score },
      }),
    onSuccess: ({ data }, { studentId }) => {
      queryClient.setQueryData<CourseScore[]>(lessonKeys.scores(courseId), (rows) =>
        rows?.map((row) => (row.student.id === studentId ? { ...row, score: data.score, grade: data.grade } : row)),
      );
    },
  });
}
