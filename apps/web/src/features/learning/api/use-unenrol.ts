import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { callEndpoint } from '../../../lib/endpoint-client';
import { studentCoursesQuery } from '../../../lib/use-student-courses';
import { learningMessages } from './learning-messages';
import { courseKeys } from './query-keys';

/** Unenrols the signed-in student; the course leaves My Courses at once, then every course query refreshes. */
export function useUnenrol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) =>
      callEndpoint(courseEndpoints.unenrol, {
        params: { id: courseId },
        fallbackMessage: learningMessages.unenrolFailed,
      }),
    onSuccess: (_answer, courseId) => {
      queryClient.setQueryData(studentCoursesQuery().queryKey, (courses) =>
        courses?.filter((course) => course.id !== courseId),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
