import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { callEndpoint } from '../../../lib/endpoint-client';
import { dashboardFallbacks } from './dashboard-fallbacks';
import { dashboardKeys } from './dashboard-keys';

/**
 * Asks the server for a class's meeting link, which records the student's check-in; every cached
 * live-class list and the dashboard refresh afterwards.
 */
export function useJoinClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint(liveClassEndpoints.join, { params: { id }, fallbackMessage: dashboardFallbacks.join }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['live-classes'] }),
      ]),
  });
}
