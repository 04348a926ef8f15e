import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { studentCoursesQuery } from '../../../lib/use-student-courses';

/** Unenrols the signed-in student; the course leaves My Courses at once, then every course query refreshes. */
export function useUnenrol() {
  return useEndpointMutation(courseEndpoints.unenrol, {
    input: (courseId: string) => ({ params: { id: courseId } }),
    onSuccess: (_answer, courseId, _onMutateResult, { client }) => {
      client.setQueryData(studentCoursesQuery().queryKey, (courses) =>
        courses?.filter((course) => course.id !== courseId),
      );
    },
    invalidateAfter: 'settled',
  });
}
