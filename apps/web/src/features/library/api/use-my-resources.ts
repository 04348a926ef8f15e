import { useQuery } from '@tanstack/react-query';
import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import { endpointQuery } from '../../../lib/endpoint-query';

export interface MyResourcesQuery {
  search?: string;
  page?: number;
  pageSize?: number;
}

/** The signed-in teacher's uploads, newest first; an admin gets every resource. */
const myResourcesQuery = (query: MyResourcesQuery) =>
  endpointQuery(resourceEndpoints.mine, {
    input: { query },
    keepPrevious: true,
  });

export const useMyResources = (query: MyResourcesQuery) => useQuery(myResourcesQuery(query));
