import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { callEndpoint } from '../../../lib/endpoint-client';
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
      callEndpoint(liveClassEndpoints.join, { params: { id }, fallbackMessage: liveClassFallbacks.join }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveClassKeys.lists() }),
  });
}
