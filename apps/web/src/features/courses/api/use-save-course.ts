import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseInput } from '@tutorium/contract/courses';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { callEndpoint } from '../../../lib/endpoint-client';
import { readsTagged, staleAfter } from '../../../lib/endpoint-query';
import { courseQuery } from '../../../lib/use-course';

/** Creates a course, or updates the one with `courseId`. */
export function useSaveCourse(courseId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseInput) =>
      courseId === undefined
        ? callEndpoint(courseEndpoints.create, { body })
        : callEndpoint(courseEndpoints.update, {
            params: { id: courseId },
            body,
          }),
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(courseQuery(data.id).queryKey, data);
      await queryClient.invalidateQueries({ ...readsTagged(staleAfter(courseEndpoints.update)), refetchType: 'none' });
    },
  });
}
