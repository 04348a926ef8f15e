import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type liveClassInputSchema, liveClassResponseSchema } from '@tutorium/contract/live-classes';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { liveClassFallbacks } from './live-class-fallbacks';
import { liveClassKeys } from './live-class-keys';

export type LiveClassBody = z.output<typeof liveClassInputSchema>;

/** Schedules a class, or updates the one with `id`. */
export function useSaveLiveClass(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LiveClassBody) =>
      id === undefined
        ? apiClient.post('/live-classes', {
            schema: liveClassResponseSchema,
            fallbackMessage: liveClassFallbacks.create,
            body,
          })
        : apiClient.put(`/live-classes/${encodeURIComponent(id)}`, {
            schema: liveClassResponseSchema,
            fallbackMessage: liveClassFallbacks.update,
            body,
          }),
    onSuccess: async ({ liveClass }) => {
      queryClient.setQueryData(liveClassKeys.detail(liveClass.id), liveClass);
      await queryClient.invalidateQueries({ queryKey: liveClassKeys.lists() });
    },
  });
}
