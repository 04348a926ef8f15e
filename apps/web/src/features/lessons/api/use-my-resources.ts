import { useQuery } from '@tanstack/react-query';
import { type Resource, resourceListResponseSchema } from '@tutorium/contract/resources';
import { apiClient } from '../../../lib/api-client';
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
        const answer = await apiClient.get(`/resources/mine?page=${page}&pageSize=${PAGE_SIZE}`, {
          schema: resourceListResponseSchema,
          fallbackMessage: lessonFallbacks.resources,
          signal,
        });
        all.push(...answer.data);
        if (page >= answer.pagination.pages) return all;
      }
    },
  });
}
