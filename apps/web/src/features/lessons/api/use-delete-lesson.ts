import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@tutorium/contract/api';
import type { Lesson } from '@tutorium/contract/lessons';
import { apiClient } from '../../../lib/api-client';
import { lessonKeys } from './lesson-keys';
import { lessonFallbacks } from './lesson-messages';

export function useDeleteLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: string) =>
      apiClient.delete(`/lessons/${encodeURIComponent(lessonId)}`, {
        schema: messageResponseSchema,
        fallbackMessage: lessonFallbacks.delete,
      }),
    onSuccess: (_answer, lessonId) => {
      queryClient.setQueryData<Lesson[]>(lessonKeys.list(courseId), (lessons) =>
        lessons?.filter((lesson) => lesson.id !== lessonId),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonKeys.list(courseId) }),
  });
}
