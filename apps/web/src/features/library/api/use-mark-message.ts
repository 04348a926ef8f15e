import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactCreatedSchema } from '@tutorium/contract/contact';
import { apiClient } from '../../../lib/api-client';
import { libraryKeys } from './library-keys';
import { libraryMessages } from './library-messages';

/** Marks a contact submission read or unread; the list and the unread count refresh. */
export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      apiClient.put(`/contact/${encodeURIComponent(id)}`, {
        schema: contactCreatedSchema,
        fallbackMessage: libraryMessages.updateMessageFailed,
        body: { read },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKeys.inbox }),
  });
}
