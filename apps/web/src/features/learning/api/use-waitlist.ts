import { waitlistEndpoints } from '@tutorium/contract/endpoints/waitlist';
import { courseQuery } from '../../../lib/use-course';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/**
 * Joins or leaves a full course's waitlist. The answer is the course as the student now sees it,
 * with their position, so the page turns at once; every course query then refreshes, as a refusal
 * ("already enrolled", "free seats") means the cached view was out of date.
 */
function useWaitlistChange(endpoint: typeof waitlistEndpoints.join | typeof waitlistEndpoints.leave) {
  return useEndpointMutation(endpoint, {
    input: (courseId: string) => ({ params: { id: courseId } }),
    onSuccess: ({ data }, _courseId, _onMutateResult, { client }) =>
      client.setQueryData(courseQuery(data.id).queryKey, data),
    invalidateAfter: 'settled',
  });
}

export const useJoinWaitlist = () => useWaitlistChange(waitlistEndpoints.join);
export const useLeaveWaitlist = () => useWaitlistChange(waitlistEndpoints.leave);
