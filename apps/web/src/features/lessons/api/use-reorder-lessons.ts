import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@tutorium/contract/api';
import type { Lesson } from '@tutorium/contract/lessons';
import { apiClient } from '../../../lib/api-client';
import { lessonKeys } from './lesson-keys';
import { lessonFallbacks } from './lesson-messages';

/**
 * Saves a new lesson order. The list takes the new order at once; the saves of quick successive
 * moves run one after another (one mutation scope), so the last order sent is the one kept. A
 * refused save puts the server's order back.
 */
export function useReorderLessons(courseId: string) {
  const queryClient = useQueryClient();
  const key = lessonKeys.list(courseId);
  return useMutation({
    scope: { id: `lesson-order-${courseId}` },
    mutationFn: (lessons: readonly Lesson[]) =>
      apiClient.put(`/courses/${encodeURIComponent(courseId)}/lessons/order`, {
        schema: messageResponseSchema,
        fallbackMessage: lessonFallbacks.reorder,
        body: { lessonIds: lessons.map((lesson) => lesson.id) },
      }),
    onMutate: async (lessons) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<Lesson[]>(key, [...lessons]);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
