import { liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { liveClassFallbacks } from './live-class-fallbacks';
import { liveClassKeys } from './live-class-keys';

/** Cancels (deletes) a class of one of the teacher's courses. */
export function useCancelLiveClass() {
  return useEndpointMutation(liveClassEndpoints.cancel, {
    input: (id: string) => ({ params: { id } }),
    fallbackMessage: liveClassFallbacks.cancel,
    onSuccess: (_answer, id, _onMutateResult, { client }) =>
      client.removeQueries({ queryKey: liveClassKeys.detail(id) }),
    invalidates: [liveClassKeys.lists()],
  });
}
