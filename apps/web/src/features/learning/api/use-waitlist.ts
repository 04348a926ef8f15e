import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waitlistEndpoints } from '@tutorium/contract/endpoints/waitlist';
import { callEndpoint } from '../../../lib/endpoint-client';
import { courseQuery } from '../../../lib/use-course';
import { learningMessages } from './learning-messages';
import { courseKeys } from './query-keys';

/**
 * Joins or leaves a full course's waitlist. The answer is the course as the student now sees it,
 * with their position, so the page turns at once; every course query then refreshes, as a refusal
 * ("already enrolled", "free seats") means the cached view was out of date.
 */
function useWaitlistChange(
  endpoint: typeof waitlistEndpoints.join | typeof waitlistEndpoints.leave,
  fallbackMessage: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => callEndpoint(endpoint, { params: { id: courseId }, fallbackMessage }),
    onSuccess: ({ data }) => queryClient.setQueryData(courseQuery(data.id).queryKey, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

export const useJoinWaitlist = () => useWaitlistChange(waitlistEndpoints.join, learningMessages.joinWaitlistFailed);
export const useLeaveWaitlist = () => useWaitlistChange(waitlistEndpoints.leave, learningMessages.leaveWaitlistFailed);
