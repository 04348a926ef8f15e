import { useQueryClient } from '@tanstack/react-query';
import { lessonEndpoints } from '@tutorium/contract/endpoints/lessons';
import { courseLessonsQuery } from '../../../lib/use-course-lessons';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export function useDeleteLesson(courseId: string) {
  const queryClient = useQueryClient();
  const key = courseLessonsQuery(courseId).queryKey;
  return useEndpointMutation(lessonEndpoints.delete, {
    input: (lessonId: string) => ({ params: { id: lessonId } }),
    onSuccess: (_answer, lessonId) => {
      queryClient.setQueryData(
        key,
        (list) => list && { ...list, data: list.data.filter((lesson) => lesson.id !== lessonId) },
      );
    },
    invalidateAfter: 'settled',
  });
}
