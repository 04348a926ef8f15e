import { useQuery } from '@tanstack/react-query';
import { liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { endpointQuery } from '../../../lib/endpoint-query';
import { liveClassFallbacks } from './live-class-fallbacks';
import { liveClassKeys } from './live-class-keys';

const liveClassQuery = (id: string) =>
  endpointQuery(liveClassEndpoints.get, {
    key: liveClassKeys.detail(id),
    input: { params: { id } },
    fallbackMessage: liveClassFallbacks.fetchOne,
  });

export const useLiveClass = (id: string) => useQuery(liveClassQuery(id));
