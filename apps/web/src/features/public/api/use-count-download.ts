import { useQueryClient } from '@tanstack/react-query';
import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import type { Resource, resourceListResponseSchema } from '@tutorium/contract/resources';
import { useCallback } from 'react';
import type { z } from 'zod';
import { readsOf } from '../../../lib/endpoint-query';

type ResourcePage = z.infer<typeof resourceListResponseSchema>;

/**
 * The server counts a download as it sends the file (the link is a plain download link). The cards
 * show it at once; the next refetch (coming back to the tab or the page) brings everyone else's.
 */
export function useCountDownload() {
  const queryClient = useQueryClient();
  return useCallback(
    (resource: Resource) => {
      queryClient.setQueriesData<ResourcePage>(readsOf(resourceEndpoints.list), (page) =>
        page === undefined
          ? page
          : {
              ...page,
              data: page.data.map((item) =>
                item.id === resource.id ? { ...item, downloadCount: item.downloadCount + 1 } : item,
              ),
            },
      );
    },
    [queryClient],
  );
}
