import { useQueryClient } from '@tanstack/react-query';
import { lessonEndpoints } from '@tutorium/contract/endpoints/lessons';
import type { Lesson } from '@tutorium/contract/lessons';
import { courseLessonsQuery } from '../../../lib/use-course-lessons';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/**
 * Saves a new lesson order. The list takes the new order at once; the saves of quick successive
 * moves run one after another (one mutation scope), so the last order sent is the one kept. A
 * refused save puts the server's order back.
 */
export function useReorderLessons(courseId: string) {
  const queryClient = useQueryClient();
  const key = courseLessonsQuery(courseId).queryKey;
  return useEndpointMutation(lessonEndpoints.reorder, {
    scope: { id: `lesson-order-${courseId}` },
    input: (lessons: readonly Lesson[]) => ({
      params: { courseId },
      body: { lessonIds: lessons.map((lesson) => lesson.id) },
    }),
    onMutate: async (lessons) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (list) => list && { ...list, data: [...lessons] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
    invalidateAfter: false,
  });
}
