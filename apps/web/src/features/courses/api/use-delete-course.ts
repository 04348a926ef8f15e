import { type QueryClient, useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@tutorium/contract/api';
import { courseDependentsSchema } from '@tutorium/contract/courses';
import { apiClient } from '../../../lib/api-client';
import { courseFallbacks } from './course-fallbacks';
import { courseKeys } from './course-keys';

/** What deleting the course would take with it, always asked afresh. */
export function fetchCourseDependents(queryClient: QueryClient, courseId: string) {
  return queryClient.fetchQuery({
    queryKey: courseKeys.dependents(courseId),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`/courses/${encodeURIComponent(courseId)}/dependents`, {
        schema: courseDependentsSchema,
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
      apiClient.delete(`/courses/${encodeURIComponent(courseId)}`, {
        schema: messageResponseSchema,
        fallbackMessage: courseFallbacks.delete,
      }),
  });
}
