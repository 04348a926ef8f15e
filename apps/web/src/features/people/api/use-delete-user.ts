import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@tutorium/contract/api';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterPeopleChange } from './people-keys';
import { peopleMessages } from './people-messages';

/** An admin deletes an account and its enrolments; a teacher who still has courses gets a 409. */
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
