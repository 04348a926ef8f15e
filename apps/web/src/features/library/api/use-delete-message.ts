import { contactEndpoints } from '@tutorium/contract/endpoints/contact';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { libraryKeys } from './library-keys';
import { libraryMessages } from './library-messages';

export function useDeleteMessage() {
  return useEndpointMutation(contactEndpoints.remove, {
    input: (id: string) => ({ params: { id } }),
    fallbackMessage: libraryMessages.deleteMessageFailed,
    invalidates: [libraryKeys.inbox],
    invalidateAfter: 'settled',
  });
}
