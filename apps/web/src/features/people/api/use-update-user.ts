import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserStatus } from '@tutorium/contract/roles';
import { type AdminUserUpdate, userUpdatedSchema } from '@tutorium/contract/users';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterPeopleChange } from './people-keys';
import { peopleMessages } from './people-messages';

export interface StatusChange {
  userId: string;
  status: UserStatus;
}

/** An admin changes another account's status; anything but active signs that user out. */
export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, status }: StatusChange) => {
      const body: AdminUserUpdate = { status };
      return apiClient.put(`/users/${encodeURIComponent(userId)}`, {
        schema: userUpdatedSchema,
        fallbackMessage: peopleMessages.updateUserFailed,
        body,
      });
    },
    onSuccess: () => refreshAfterPeopleChange(queryClient),
  });
}
