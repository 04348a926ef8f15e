import { liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/**
 * Asks the server for the meeting link; for a student this records the check-in that pre-fills
 * attendance. The lists refresh afterwards, for the participant count and the student's join time.
 */
export function useJoinLiveClass() {
  return useEndpointMutation(liveClassEndpoints.join, {
    input: (id: string) => ({ params: { id } }),
    invalidateAfter: 'settled',
  });
}
