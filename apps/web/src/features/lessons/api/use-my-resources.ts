import { useQuery } from '@tanstack/react-query';
import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import type { Resource } from '@tutorium/contract/resources';
import { callEndpoint } from '../../../lib/endpoint-client';
import { lessonKeys } from './lesson-keys';
import { lessonFallbacks } from './lesson-messages';

const PAGE_SIZE = 100;

/** Every resource the teacher uploaded (every resource for an admin), to attach to lessons. */
export function useMyResources() {
  return useQuery({
    queryKey: lessonKeys.myResources,
    queryFn: async ({ signal }) => {
      const all: Resource[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await callEndpoint(resourceEndpoints.mine, {
          query: { page, pageSize: PAGE_SIZE },
          fallbackMessage: lessonFallbacks.resources,
          signal,
        });
        all.push(...answer.data);
        if (page >= answer.pagination.pages) return all;
      }
    },
  });
}
