import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactEndpoints } from '@tutorium/contract/endpoints/contact';
import { callEndpoint } from '../../../lib/endpoint-client';
import { libraryKeys } from './library-keys';
import { libraryMessages } from './library-messages';

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint(contactEndpoints.remove, { params: { id }, fallbackMessage: libraryMessages.deleteMessageFailed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKeys.inbox }),
  });
}
