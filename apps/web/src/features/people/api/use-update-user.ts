import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminUserUpdate, userUpdatedSchema } from '@tutorium/contract/users';
import { apiClient } from '../../../lib/api-client';
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
      apiClient.put(`/users/${encodeURIComponent(userId)}`, {
        schema: userUpdatedSchema,
        fallbackMessage: peopleMessages.updateUserFailed,
        body: change,
      }),
    onSuccess: () => refreshAfterPeopleChange(queryClient),
  });
}
