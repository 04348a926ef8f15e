import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import type { ResourceInput } from '@tutorium/contract/resources';
import { callEndpoint } from '../../../lib/endpoint-client';
import { libraryKeys } from './library-keys';
import { libraryMessages } from './library-messages';

/** Changes a resource's title, description or category (its uploader or an admin). */
export function useUpdateResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ResourceInput }) =>
      callEndpoint(resourceEndpoints.update, { params: { id }, body, fallbackMessage: libraryMessages.updateFailed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.resources }),
  });
}
