import { useQuery } from '@tanstack/react-query';
import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import { endpointQuery } from '../../../lib/endpoint-query';
import { libraryKeys } from './library-keys';
import { libraryMessages } from './library-messages';

export interface MyResourcesQuery {
  search?: string;
  page?: number;
  pageSize?: number;
}

/** The signed-in teacher's uploads, newest first; an admin gets every resource. */
const myResourcesQuery = (query: MyResourcesQuery) =>
  endpointQuery(resourceEndpoints.mine, {
    key: libraryKeys.mine(query),
    input: { query },
    fallbackMessage: libraryMessages.resourcesFailed,
    keepPrevious: true,
  });

export const useMyResources = (query: MyResourcesQuery) => useQuery(myResourcesQuery(query));
