import type { QueryClient } from '@tanstack/react-query';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** What deleting the course would take with it, always asked afresh. */
export function fetchCourseDependents(queryClient: QueryClient, courseId: string) {
  return queryClient.fetchQuery(
    endpointQuery(courseEndpoints.dependents, {
      input: { params: { id: courseId } },
      pick: ({ data }) => data,
      staleTime: 0,
    }),
  );
}

export function useDeleteCourse() {
  return useEndpointMutation(courseEndpoints.delete, {
    input: (courseId: string) => ({ params: { id: courseId } }),
    // The deletion's screen forgets the course's own reads first (use-course-deletion), so a
    // refetch does not ask for a course that is gone.
    invalidateAfter: false,
  });
}
