import { contactEndpoints } from '@tutorium/contract/endpoints/contact';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export function useDeleteMessage() {
  return useEndpointMutation(contactEndpoints.remove, {
    input: (id: string) => ({ params: { id } }),
    invalidateAfter: 'settled',
  });
}
