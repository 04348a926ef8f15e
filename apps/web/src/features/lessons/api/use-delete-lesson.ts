import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lessonEndpoints } from '@tutorium/contract/endpoints/lessons';
import { callEndpoint } from '../../../lib/endpoint-client';
import { courseLessonsQuery } from '../../../lib/use-course-lessons';
import { lessonFallbacks } from './lesson-messages';

export function useDeleteLesson(courseId: string) {
  const queryClient = useQueryClient();
  const key = courseLessonsQuery(courseId).queryKey;
  return useMutation({
    mutationFn: (lessonId: string) =>
      callEndpoint(lessonEndpoints.delete, { params: { id: lessonId }, fallbackMessage: lessonFallbacks.delete }),
    onSuccess: (_answer, lessonId) => {
      queryClient.setQueryData(
        key,
        (list) => list && { ...list, data: list.data.filter((lesson) => lesson.id !== lessonId) },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
