import { useQuery } from '@tanstack/react-query';
import type { CourseCategory } from '@tutorium/contract/courses';
import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import type { ResourceType } from '@tutorium/contract/resources';
import { endpointQuery } from '../../../lib/endpoint-query';

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
const publicResourcesQuery = (query: ResourceQuery) =>
  endpointQuery(resourceEndpoints.list, {
    input: { query },
    keepPrevious: true,
    staleTime: 0,
  });

export const usePublicResources = (query: ResourceQuery) => useQuery(publicResourcesQuery(query));
