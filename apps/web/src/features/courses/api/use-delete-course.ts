import { type QueryClient, useMutation } from '@tanstack/react-query';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { callEndpoint } from '../../../lib/endpoint-client';
import { courseFallbacks } from './course-fallbacks';
import { courseKeys } from './course-keys';

/** What deleting the course would take with it, always asked afresh. */
export function fetchCourseDependents(queryClient: QueryClient, courseId: string) {
  return queryClient.fetchQuery({
    queryKey: courseKeys.dependents(courseId),
    queryFn: async ({ signal }) => {
      const { data } = await callEndpoint(courseEndpoints.dependents, {
        params: { id: courseId },
        fallbackMessage: courseFallbacks.delete,
        signal,
      });
      return data;
    },
    staleTime: 0,
  });
}

export function useDeleteCourse() {
  return useMutation({
    mutationFn: (courseId: string) =>
      callEndpoint(courseEndpoints.delete, { params: { id: courseId }, fallbackMessage: courseFallbacks.delete }),
  });
}
