import { useQuery } from '@tanstack/react-query';
import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import type { Resource } from '@tutorium/contract/resources';
import { callEndpoint } from './endpoint-client';
import { endpointKey } from './endpoint-query';

const PAGE_SIZE = 100;

/** Every resource the teacher uploaded (every resource for an admin), to attach to lessons and announcements. */
export function useAllMyResources() {
  return useQuery({
    // Every page at once, so not the key of any one page the library screen reads.
    queryKey: [...endpointKey(resourceEndpoints.mine, { query: { pageSize: PAGE_SIZE } }), 'every page'],
    queryFn: async ({ signal }) => {
      const all: Resource[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await callEndpoint(resourceEndpoints.mine, {
          query: { page, pageSize: PAGE_SIZE },
          signal,
        });
        all.push(...answer.data);
        if (page >= answer.pagination.pages) return all;
      }
    },
  });
}
