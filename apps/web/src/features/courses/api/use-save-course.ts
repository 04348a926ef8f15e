import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseInput } from '@tutorium/contract/courses';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { callEndpoint } from '../../../lib/endpoint-client';
import { courseQuery } from '../../../lib/use-course';
import { courseFallbacks } from './course-fallbacks';
import { courseKeys } from './course-keys';

/** Creates a course, or updates the one with `courseId`. */
export function useSaveCourse(courseId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseInput) =>
      courseId === undefined
        ? callEndpoint(courseEndpoints.create, { body, fallbackMessage: courseFallbacks.create })
        : callEndpoint(courseEndpoints.update, {
            params: { id: courseId },
            body,
            fallbackMessage: courseFallbacks.update,
          }),
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(courseQuery(data.id).queryKey, data);
      await queryClient.invalidateQueries({ queryKey: courseKeys.all, refetchType: 'none' });
    },
  });
}
