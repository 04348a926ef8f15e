import { userEndpoints } from '@tutorium/contract/endpoints/users';
import type { AdminUserUpdate } from '@tutorium/contract/users';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export interface UserChange {
  userId: string;
  change: AdminUserUpdate;
}

/** An admin changes another account's status or role; anything but active signs that user out. */
export function useUpdateUser() {
  return useEndpointMutation(userEndpoints.update, {
    input: ({ userId, change }: UserChange) => ({ params: { id: userId }, body: change }),
  });
}
