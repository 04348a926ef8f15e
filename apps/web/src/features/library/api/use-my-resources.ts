import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { resourceListResponseSchema } from '@tutorium/contract/resources';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { libraryKeys } from './library-keys';
import { libraryMessages } from './library-messages';

export interface MyResourcesQuery {
  search?: string;
  page?: number;
  pageSize?: number;
}

/** The signed-in teacher's uploads, newest first; an admin gets every resource. */
export function useMyResources(query: MyResourcesQuery) {
  return useQuery({
    queryKey: libraryKeys.mine(query),
    queryFn: ({ signal }) =>
      apiClient.get(`/resources/mine?${toSearchParams(query)}`, {
        schema: resourceListResponseSchema,
        fallbackMessage: libraryMessages.resourcesFailed,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
