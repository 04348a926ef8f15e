import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import { callEndpoint } from '../../../lib/endpoint-client';
import { libraryKeys } from './library-keys';
import { libraryMessages } from './library-messages';

/** Deletes a resource and its file (its uploader or an admin). */
export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint(resourceEndpoints.remove, { params: { id }, fallbackMessage: libraryMessages.deleteFailed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.resources }),
  });
}
