import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** Deletes a resource and its file (its uploader or an admin). */
export function useDeleteResource() {
  return useEndpointMutation(resourceEndpoints.remove, {
    input: (id: string) => ({ params: { id } }),
  });
}
