import { useQuery } from '@tanstack/react-query';
import { liveClassSchema } from '@tutorium/contract/live-classes';
import { apiClient } from '../../../lib/api-client';
import { liveClassFallbacks } from './live-class-fallbacks';
import { liveClassKeys } from './live-class-keys';

export function useLiveClass(id: string) {
  return useQuery({
    queryKey: liveClassKeys.detail(id),
    queryFn: ({ signal }) =>
      apiClient.get(`/live-classes/${encodeURIComponent(id)}`, {
        schema: liveClassSchema,
        fallbackMessage: liveClassFallbacks.fetchOne,
        signal,
      }),
  });
}
