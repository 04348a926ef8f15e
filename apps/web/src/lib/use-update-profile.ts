import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { messages } from '@tutorium/contract/messages';
import type { ProfileUpdate } from '@tutorium/contract/users';
import { emailVerificationKey } from './email-verification';
import { currentUserQueryKey, setCurrentUser } from './session';
import { useEndpointMutation } from './use-endpoint-mutation';

/** Saves the profile; the header and every screen showing the user follow at once, and a new email waits for its code. */
export function useUpdateProfile() {
  return useEndpointMutation(userEndpoints.updateProfile, {
    input: (body: ProfileUpdate) => ({ body }),
    fallbackMessage: messages.profile.updateFailedRetry,
    onSuccess: ({ data }, _body, _onMutateResult, { client }) => setCurrentUser(client, data),
    invalidates: [currentUserQueryKey, emailVerificationKey],
  });
}
