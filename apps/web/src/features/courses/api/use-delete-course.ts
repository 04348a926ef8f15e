import type { QueryClient } from '@tanstack/react-query';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { courseFallbacks } from './course-fallbacks';
import { courseKeys } from './course-keys';

/** What deleting the course would take with it, always asked afresh. */
export function fetchCourseDependents(queryClient: QueryClient, courseId: string) {
  return queryClient.fetchQuery(
    endpointQuery(courseEndpoints.dependents, {
      key: courseKeys.dependents(courseId),
      input: { params: { id: courseId } },
      fallbackMessage: courseFallbacks.delete,
      pick: ({ data }) => data,
      staleTime: 0,
    }),
  );
}

export function useDeleteCourse() {
  return useEndpointMutation(courseEndpoints.delete, {
    input: (courseId: string) => ({ params: { id: courseId } }),
    fallbackMessage: courseFallbacks.delete,
  });
}
