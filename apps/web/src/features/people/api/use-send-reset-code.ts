import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** An admin has an account emailed a code to choose a new password. */
export function useSendResetCode() {
  return useEndpointMutation(userEndpoints.sendResetCode, {
    input: (userId: string) => ({ params: { id: userId } }),
  });
}
