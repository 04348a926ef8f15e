import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { callEndpoint } from '../../../lib/endpoint-client';
import { liveClassFallbacks } from './live-class-fallbacks';
import { liveClassKeys } from './live-class-keys';

/** Cancels (deletes) a class of one of the teacher's courses. */
export function useCancelLiveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint(liveClassEndpoints.cancel, { params: { id }, fallbackMessage: liveClassFallbacks.cancel }),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: liveClassKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: liveClassKeys.lists() });
    },
  });
}
