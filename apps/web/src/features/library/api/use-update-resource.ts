import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import type { ResourceInput } from '@tutorium/contract/resources';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { libraryKeys } from './library-keys';
import { libraryMessages } from './library-messages';

/** Changes a resource's title, description or category (its uploader or an admin). */
export function useUpdateResource() {
  return useEndpointMutation(resourceEndpoints.update, {
    input: ({ id, body }: { id: string; body: ResourceInput }) => ({ params: { id }, body }),
    fallbackMessage: libraryMessages.updateFailed,
    invalidates: [libraryKeys.resources],
  });
}
