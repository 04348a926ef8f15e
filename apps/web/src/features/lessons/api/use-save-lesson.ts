import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Lesson, type LessonInput, lessonResponseSchema } from '@tutorium/contract/lessons';
import { apiClient } from '../../../lib/api-client';
import { lessonKeys } from './lesson-keys';
import { lessonFallbacks } from './lesson-messages';

/** Adds a lesson at the end of the course, or saves the lesson being edited. */
export function useSaveLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, body }: { lessonId: string | null; body: LessonInput }) =>
      lessonId === null
        ? apiClient.post(`/courses/${encodeURIComponent(courseId)}/lessons`, {
            schema: lessonResponseSchema,
            fallbackMessage: lessonFallbacks.create,
            body,
          })
        : apiClient.put(`/lessons/${encodeURIComponent(lessonId)}`, {
            schema: lessonResponseSchema,
            fallbackMessage: lessonFallbacks.update,
            body,
          }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<Lesson[]>(lessonKeys.list(courseId), (lessons) => {
        if (lessons === undefined) return lessons;
        return lessons.some((lesson) => lesson.id === data.id)
          ? lessons.map((lesson) => (lesson.id === data.id ? data : lesson))
          : [...lessons, data];
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonKeys.list(courseId) }),
  });
}
