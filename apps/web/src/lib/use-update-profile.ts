import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@tutorium/contract/messages';
import { type ProfileUpdate, userUpdatedSchema } from '@tutorium/contract/users';
import { apiClient } from './api-client';
import { currentUserQueryKey, setCurrentUser } from './session';

/** Saves the profile (PUT /users/profile); the header and every screen showing the user follow at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) =>
      apiClient.put('/users/profile', {
        schema: userUpdatedSchema,
        fallbackMessage: messages.profile.updateFailedRetry,
        body,
      }),
    onSuccess: async ({ data }) => {
      setCurrentUser(queryClient, data);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
