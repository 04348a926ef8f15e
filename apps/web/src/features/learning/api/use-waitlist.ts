import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Course, courseResponseSchema } from '@tutorium/contract/courses';
import { apiClient } from '../../../lib/api-client';
import { learningMessages } from './learning-messages';
import { courseKeys } from './query-keys';

/**
 * Joins (POST) or leaves (DELETE) a full course's waitlist. The answer is the course as the student
 * now sees it, with their position, so the page turns at once; every course query then refreshes,
 * as a refusal ("already enrolled", "free seats") means the cached view was out of date.
 */
function useWaitlistChange(method: 'post' | 'delete', fallbackMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) =>
      apiClient[method](`/courses/${encodeURIComponent(courseId)}/waitlist`, {
        schema: courseResponseSchema,
        fallbackMessage,
      }),
    onSuccess: ({ data }) => queryClient.setQueryData<Course>(courseKeys.detail(data.id), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

export const useJoinWaitlist = () => useWaitlistChange('post', learningMessages.joinWaitlistFailed);
export const useLeaveWaitlist = () => useWaitlistChange('delete', learningMessages.leaveWaitlistFailed);
