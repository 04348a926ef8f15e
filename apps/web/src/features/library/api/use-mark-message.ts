import { contactEndpoints } from '@tutorium/contract/endpoints/contact';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** Marks a contact submission read or unread; the list and the unread count refresh. */
export function useMarkMessage() {
  return useEndpointMutation(contactEndpoints.mark, {
    input: ({ id, read }: { id: string; read: boolean }) => ({ params: { id }, body: { read } }),
    invalidateAfter: 'settled',
  });
}
