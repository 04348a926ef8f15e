import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@tutorium/contract/api';
import { apiClient } from '../../../lib/api-client';
import { libraryKeys } from './library-keys';
import { libraryMessages } from './library-messages';

/** Deletes a resource and its file (its uploader or an admin). */
export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(`/resources/${encodeURIComponent(id)}`, {
        schema: messageResponseSchema,
        fallbackMessage: libraryMessages.deleteFailed,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.resources }),
  });
}
