import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import type { ResourceInput } from '@tutorium/contract/resources';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** Changes a resource's title, description or category (its uploader or an admin). */
export function useUpdateResource() {
  return useEndpointMutation(resourceEndpoints.update, {
    input: ({ id, body }: { id: string; body: ResourceInput }) => ({ params: { id }, body }),
  });
}
