import { useQuery } from '@tanstack/react-query';
import { liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { endpointQuery } from '../../../lib/endpoint-query';

export const liveClassQuery = (id: string) =>
  endpointQuery(liveClassEndpoints.get, {
    input: { params: { id } },
  });

export const useLiveClass = (id: string) => useQuery(liveClassQuery(id));
