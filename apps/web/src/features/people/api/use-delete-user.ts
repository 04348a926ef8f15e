import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** An admin erases an account (docs/privacy.md); a teacher still running courses gets a 409 naming them. */
export function useDeleteUser() {
  return useEndpointMutation(userEndpoints.remove, {
    input: (userId: string) => ({ params: { id: userId } }),
  });
}
