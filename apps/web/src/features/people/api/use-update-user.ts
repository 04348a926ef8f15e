import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import type { AdminUserUpdate } from '@tutorium/contract/users';
import { callEndpoint } from '../../../lib/endpoint-client';
import { refreshAfterPeopleChange } from './people-keys';
import { peopleMessages } from './people-messages';

export interface UserChange {
  userId: string;
  change: AdminUserUpdate;
}

/** An admin changes another account's status or role; anything but active signs that user out. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, change }: UserChange) =>
      callEndpoint(userEndpoints.update, {
        params: { id: userId },
        body: change,
        fallbackMessage: peopleMessages.updateUserFailed,
      }),
    onSuccess: () => refreshAfterPeopleChange(queryClient),
  });
}
