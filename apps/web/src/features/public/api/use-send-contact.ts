import type { ContactInput } from '@tutorium/contract/contact';
import { contactEndpoints } from '@tutorium/contract/endpoints/contact';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** Sends a message to the Tutorium team; it lands in the admins' Inbox. */
export function useSendContact() {
  return useEndpointMutation(contactEndpoints.send, {
    input: (body: ContactInput) => ({ body }),
  });
}
