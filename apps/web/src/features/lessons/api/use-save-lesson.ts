import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lessonEndpoints } from '@tutorium/contract/endpoints/lessons';
import type { LessonInput } from '@tutorium/contract/lessons';
import { callEndpoint } from '../../../lib/endpoint-client';
import { readsTagged, staleAfter } from '../../../lib/endpoint-query';
import { courseLessonsQuery } from '../../../lib/use-course-lessons';

/** Adds a lesson at the end of the course, or saves the lesson being edited. */
export function useSaveLesson(courseId: string) {
  const queryClient = useQueryClient();
  const key = courseLessonsQuery(courseId).queryKey;
  return useMutation({
    mutationFn: ({ lessonId, body }: { lessonId: string | null; body: LessonInput }) =>
      lessonId === null
        ? callEndpoint(lessonEndpoints.create, { params: { courseId }, body })
        : callEndpoint(lessonEndpoints.update, {
            params: { id: lessonId },
            body,
          }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(key, (list) => {
        if (list === undefined) return list;
        const lessons = list.data.some((lesson) => lesson.id === data.id)
          ? list.data.map((lesson) => (lesson.id === data.id ? data : lesson))
          : [...list.data, data];
        return { ...list, data: lessons };
      });
    },
    onSettled: () => queryClient.invalidateQueries(readsTagged(staleAfter(lessonEndpoints.update))),
  });
}
