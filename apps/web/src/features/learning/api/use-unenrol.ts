import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@tutorium/contract/api';
import type { Course } from '@tutorium/contract/courses';
import { apiClient } from '../../../lib/api-client';
import { learningMessages } from './learning-messages';
import { courseKeys } from './query-keys';

/** Unenrols the signed-in student; the course leaves My Courses at once, then every course query refreshes. */
export function useUnenrol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) =>
      apiClient.delete(`/courses/${encodeURIComponent(courseId)}/enroll`, {
        schema: messageResponseSchema,
        fallbackMessage: learningMessages.unenrolFailed,
      }),
    onSuccess: (_answer, courseId) => {
      queryClient.setQueryData<Course[]>(courseKeys.student(), (courses) =>
        courses?.filter((course) => course.id !== courseId),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
