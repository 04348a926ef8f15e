import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import type { liveClassInputSchema } from '@tutorium/contract/live-classes';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/endpoint-client';
import { readsOf } from '../../../lib/endpoint-query';
import { liveClassQuery } from './use-live-class';

export type LiveClassBody = z.output<typeof liveClassInputSchema>;

/** Schedules a class, or updates the one with `id`. */
export function useSaveLiveClass(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LiveClassBody) =>
      id === undefined
        ? callEndpoint(liveClassEndpoints.create, { body })
        : callEndpoint(liveClassEndpoints.update, { params: { id }, body }),
    onSuccess: async ({ liveClass }) => {
      // The answer is the class itself; only the lists are read again.
      queryClient.setQueryData(liveClassQuery(liveClass.id).queryKey, liveClass);
      await queryClient.invalidateQueries(readsOf(liveClassEndpoints.list));
    },
  });
}
