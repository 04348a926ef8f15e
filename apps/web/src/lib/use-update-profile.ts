import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { messages } from '@tutorium/contract/messages';
import type { ProfileUpdate } from '@tutorium/contract/users';
import { callEndpoint } from './endpoint-client';
import { currentUserQueryKey, setCurrentUser } from './session';

/** Saves the profile; the header and every screen showing the user follow at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) =>
      callEndpoint(userEndpoints.updateProfile, { body, fallbackMessage: messages.profile.updateFailedRetry }),
    onSuccess: async ({ data }) => {
      setCurrentUser(queryClient, data);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
