import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@tutorium/contract/api';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterPeopleChange } from './people-keys';
import { peopleMessages } from './people-messages';

/** An admin erases an account (docs/privacy.md); a teacher still running courses gets a 409 naming them. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiClient.delete(`/users/${encodeURIComponent(userId)}`, {
        schema: messageResponseSchema,
        fallbackMessage: peopleMessages.deleteUserFailed,
      }),
    onSuccess: () => refreshAfterPeopleChange(queryClient),
  });
}
