import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import type { AdminCreateUser } from '@tutorium/contract/users';
import { callEndpoint } from '../../../lib/endpoint-client';
import { refreshAfterPeopleChange } from './people-keys';
import { peopleMessages } from './people-messages';

/** An admin creates an account; its owner is emailed a code and a link to choose a password. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCreateUser) =>
      callEndpoint(userEndpoints.create, { body, fallbackMessage: peopleMessages.createUserFailed }),
    onSuccess: () => refreshAfterPeopleChange(queryClient),
  });
}
