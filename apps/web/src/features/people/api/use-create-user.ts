import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminCreateUser, userUpdatedSchema } from '@tutorium/contract/users';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterPeopleChange } from './people-keys';
import { peopleMessages } from './people-messages';

/** An admin creates an account; its owner is emailed a code and a link to choose a password. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCreateUser) =>
      apiClient.post('/users', { schema: userUpdatedSchema, fallbackMessage: peopleMessages.createUserFailed, body }),
    onSuccess: () => refreshAfterPeopleChange(queryClient),
  });
}
