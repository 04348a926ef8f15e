import { liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/**
 * Asks the server for a class's meeting link, which records the student's check-in; every cached
 * live-class list and the dashboard refresh afterwards.
 */
export function useJoinClass() {
  return useEndpointMutation(liveClassEndpoints.join, {
    input: (id: string) => ({ params: { id } }),
    invalidateAfter: 'settled',
  });
}
