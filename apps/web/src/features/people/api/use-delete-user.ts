import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { callEndpoint } from '../../../lib/endpoint-client';
import { refreshAfterPeopleChange } from './people-keys';
import { peopleMessages } from './people-messages';

/** An admin erases an account (docs/privacy.md); a teacher still running courses gets a 409 naming them. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      callEndpoint(userEndpoints.remove, { params: { id: userId }, fallbackMessage: peopleMessages.deleteUserFailed }),
    onSuccess: () => refreshAfterPeopleChange(queryClient),
  });
}
