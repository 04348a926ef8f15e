import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CourseCategory } from '@tutorium/contract/courses';
import { type ResourceType, resourceListResponseSchema } from '@tutorium/contract/resources';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { publicKeys } from './public-keys';
import { publicMessages } from './public-messages';

/** The library's query string (contract resourceListQuerySchema). */
export interface ResourceQuery {
  search?: string;
  category?: CourseCategory;
  type?: ResourceType;
  page?: number;
  pageSize?: number;
}

/**
 * A page of the free library. Download and view counts change with every visitor, so the answer
 * is never taken as fresh: coming back to the tab or the page shows the server's current counts.
 */
export function usePublicResources(query: ResourceQuery) {
  return useQuery({
    queryKey: publicKeys.resources(query),
    queryFn: ({ signal }) =>
      apiClient.get(`/resources?${toSearchParams(query)}`, {
        schema: resourceListResponseSchema,
        fallbackMessage: publicMessages.resourcesFailed,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
