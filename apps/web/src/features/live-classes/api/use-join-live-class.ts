import { useMutation, useQueryClient } from '@tanstack/react-query';
import { joinResponseSchema } from '@tutorium/contract/live-classes';
import { apiClient } from '../../../lib/api-client';
import { liveClassFallbacks } from './live-class-fallbacks';
import { liveClassKeys } from './live-class-keys';

/**
 * Asks the server for the meeting link; for a student this records the check-in that pre-fills
 * attendance. The lists refresh afterwards, for the participant count and the student's join time.
 */
export function useJoinLiveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post(`/live-classes/${encodeURIComponent(id)}/join`, {
        schema: joinResponseSchema,
        fallbackMessage: liveClassFallbacks.join,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveClassKeys.lists() }),
  });
}
