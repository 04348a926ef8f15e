import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { callEndpoint } from '../../../lib/endpoint-client';
import { liveClassFallbacks } from './live-class-fallbacks';
import { liveClassKeys } from './live-class-keys';

export const liveClassQuery = (id: string) =>
  queryOptions({
    queryKey: liveClassKeys.detail(id),
    queryFn: ({ signal }) =>
      callEndpoint(liveClassEndpoints.get, { params: { id }, fallbackMessage: liveClassFallbacks.fetchOne, signal }),
  });

export const useLiveClass = (id: string) => useQuery(liveClassQuery(id));
