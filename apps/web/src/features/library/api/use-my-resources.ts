import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import { callEndpoint } from '../../../lib/endpoint-client';
import { libraryKeys } from './library-keys';
import { libraryMessages } from './library-messages';

export interface MyResourcesQuery {
  search?: string;
  page?: number;
  pageSize?: number;
}

/** The signed-in teacher's uploads, newest first; an admin gets every resource. */
export const myResourcesQuery = (query: MyResourcesQuery) =>
  queryOptions({
    queryKey: libraryKeys.mine(query),
    queryFn: ({ signal }) =>
      callEndpoint(resourceEndpoints.mine, { query, fallbackMessage: libraryMessages.resourcesFailed, signal }),
    placeholderData: keepPreviousData,
  });

export const useMyResources = (query: MyResourcesQuery) => useQuery(myResourcesQuery(query));
