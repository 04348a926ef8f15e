import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ResourceInput, resourceResponseSchema } from '@tutorium/contract/resources';
import { apiClient } from '../../../lib/api-client';
import { libraryKeys } from './library-keys';
import { libraryMessages } from './library-messages';

/** Changes a resource's title, description or category (its uploader or an admin). */
export function useUpdateResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ResourceInput }) =>
      apiClient.put(`/resources/${encodeURIComponent(id)}`, {
        schema: resourceResponseSchema,
        fallbackMessage: libraryMessages.updateFailed,
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.resources }),
  });
}
