import { useQueryClient } from '@tanstack/react-query';
import { lessonEndpoints } from '@tutorium/contract/endpoints/lessons';
import { progressPercentage } from '@tutorium/contract/lessons';
import { courseLessonsQuery, type LessonList } from '../../../lib/use-course-lessons';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

function withCompletion(list: LessonList, lessonId: string, completed: boolean): LessonList {
  const data = list.data.map((lesson) => (lesson.id === lessonId ? { ...lesson, completed } : lesson));
  const done = data.filter((lesson) => lesson.completed === true).length;
  return {
    data,
    progress: { completed: done, total: data.length, percentage: progressPercentage(done, data.length) },
  };
}

/**
 * Marks a lesson complete or not. The lesson and the progress bar change at once; the server's
 * answer (the whole list) then replaces them once no other toggle is still on its way, and a
 * refused change is put back. The course cards' progress and the review rights follow.
 */
export function useLessonCompletion(courseId: string) {
  const queryClient = useQueryClient();
  const key = courseLessonsQuery(courseId).queryKey;
  const mutationKey = ['lesson-completion', courseId] as const;
  return useEndpointMutation(lessonEndpoints.completion, {
    mutationKey,
    scope: { id: mutationKey.join(':') },
    input: ({ lessonId, completed }: { lessonId: string; completed: boolean }) => ({
      params: { id: lessonId },
      body: { completed },
    }),
    onMutate: async ({ lessonId, completed }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (list) => list && withCompletion(list, lessonId, completed));
    },
    onSuccess: ({ data, progress }) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, { data, progress });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
    invalidateAfter: 'settled',
  });
}
