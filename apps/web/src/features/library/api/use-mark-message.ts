import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactEndpoints } from '@tutorium/contract/endpoints/contact';
import { callEndpoint } from '../../../lib/endpoint-client';
import { libraryKeys } from './library-keys';
import { libraryMessages } from './library-messages';

/** Marks a contact submission read or unread; the list and the unread count refresh. */
export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      callEndpoint(contactEndpoints.mark, {
        params: { id },
        body: { read },
        fallbackMessage: libraryMessages.updateMessageFailed,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKeys.inbox }),
  });
}
