import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@tutorium/contract/api';
import { apiClient } from '../../../lib/api-client';
import { liveClassFallbacks } from './live-class-fallbacks';
import { liveClassKeys } from './live-class-keys';

/** Cancels (deletes) a class of one of the teacher's courses. */
export function useCancelLiveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(`/live-classes/${encodeURIComponent(id)}`, {
        schema: messageResponseSchema,
        fallbackMessage: liveClassFallbacks.cancel,
      }),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: liveClassKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: liveClassKeys.lists() });
    },
  });
}
