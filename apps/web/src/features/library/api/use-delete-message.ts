import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@tutorium/contract/api';
import { apiClient } from '../../../lib/api-client';
import { libraryKeys } from './library-keys';
import { libraryMessages } from './library-messages';

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(`/contact/${encodeURIComponent(id)}`, {
        schema: messageResponseSchema,
        fallbackMessage: libraryMessages.deleteMessageFailed,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKeys.inbox }),
  });
}
