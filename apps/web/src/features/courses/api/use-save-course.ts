import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CourseInput, courseResponseSchema } from '@tutorium/contract/courses';
import { apiClient } from '../../../lib/api-client';
import { courseFallbacks } from './course-fallbacks';
import { courseKeys } from './course-keys';

/** Creates a course, or updates the one with `courseId`. */
export function useSaveCourse(courseId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseInput) =>
      courseId === undefined
        ? apiClient.post('/courses', { schema: courseResponseSchema, fallbackMessage: courseFallbacks.create, body })
        : apiClient.put(`/courses/${encodeURIComponent(courseId)}`, {
            schema: courseResponseSchema,
            fallbackMessage: courseFallbacks.update,
            body,
          }),
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(courseKeys.detail(data.id), data);
      await queryClient.invalidateQueries({ queryKey: courseKeys.all, refetchType: 'none' });
    },
  });
}
