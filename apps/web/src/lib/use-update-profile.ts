import { userEndpoints } from '@tutorium/contract/endpoints/users';
import type { ProfileUpdate } from '@tutorium/contract/users';
import { refreshCurrentUser } from './session';
import { useEndpointMutation } from './use-endpoint-mutation';

/** Saves the profile; the header and every screen showing the user follow at once, and a new email waits for its code. */
export function useUpdateProfile() {
  return useEndpointMutation(userEndpoints.updateProfile, {
    input: (body: ProfileUpdate) => ({ body }),
    onSuccess: ({ data }, _body, _onMutateResult, { client }) => refreshCurrentUser(client, data),
  });
}
