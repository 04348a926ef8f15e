import type { CourseListResponse } from '@tutorium/contract/courses';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { readsOf } from '../../../lib/endpoint-query';
import { courseQuery } from '../../../lib/use-course';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/**
 * Enrols the signed-in student. The answer (the course with `isEnrolled` and the new seat count)
 * goes straight into the cached catalogue pages and course, so the button turns at once; every
 * course query then refreshes, My Courses included. A refused enrolment refreshes them too, as
 * "already enrolled" or "full" means the cached view was out of date.
 */
export function useEnrol() {
  return useEndpointMutation(courseEndpoints.enrol, {
    input: (courseId: string) => ({ params: { id: courseId } }),
    onSuccess: ({ data }, _courseId, _onMutateResult, { client }) => {
      client.setQueriesData<CourseListResponse>(readsOf(courseEndpoints.catalogue), (page) =>
        page === undefined
          ? page
          : { ...page, data: page.data.map((course) => (course.id === data.id ? data : course)) },
      );
      client.setQueryData(courseQuery(data.id).queryKey, data);
    },
    invalidateAfter: 'settled',
  });
}
