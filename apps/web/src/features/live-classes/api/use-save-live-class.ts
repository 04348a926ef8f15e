import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import type { liveClassInputSchema } from '@tutorium/contract/live-classes';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/endpoint-client';
import { liveClassFallbacks } from './live-class-fallbacks';
import { liveClassKeys } from './live-class-keys';

export type LiveClassBody = z.output<typeof liveClassInputSchema>;

/** Schedules a class, or updates the one with `id`. */
export function useSaveLiveClass(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LiveClassBody) =>
      id === undefined
        ? callEndpoint(liveClassEndpoints.create, { body, fallbackMessage: liveClassFallbacks.create })
        : callEndpoint(liveClassEndpoints.update, { params: { id }, body, fallbackMessage: liveClassFallbacks.update }),
    onSuccess: async ({ liveClass }) => {
      queryClient.setQueryData(liveClassKeys.detail(liveClass.id), liveClass);
      await queryClient.invalidateQueries({ queryKey: liveClassKeys.lists() });
    },
  });
}
