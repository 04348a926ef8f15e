import { userEndpoints } from '@tutorium/contract/endpoints/users';
import type { AdminCreateUser } from '@tutorium/contract/users';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** An admin creates an account; its owner is emailed a code and a link to choose a password. */
export function useCreateUser() {
  return useEndpointMutation(userEndpoints.create, {
    input: (body: AdminCreateUser) => ({ body }),
  });
}
