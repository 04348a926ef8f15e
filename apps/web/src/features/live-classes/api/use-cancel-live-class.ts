import { liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { liveClassQuery } from './use-live-class';

/** Cancels (deletes) a class of one of the teacher's courses. */
export function useCancelLiveClass() {
  return useEndpointMutation(liveClassEndpoints.cancel, {
    input: (id: string) => ({ params: { id } }),
    onSuccess: (_answer, id, _onMutateResult, { client }) =>
      client.removeQueries({ queryKey: liveClassQuery(id).queryKey }),
  });
}
