import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import { usePageQuery } from '../../../lib/endpoint-query';

export interface MyResourcesQuery {
  search?: string;
  page?: number;
  pageSize?: number;
}

/** The signed-in teacher's uploads, newest first; an admin gets every resource. */
export const useMyResources = (query: MyResourcesQuery) => usePageQuery(resourceEndpoints.mine, query);
