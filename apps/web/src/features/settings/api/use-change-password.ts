import type { ChangePasswordBody } from '@tutorium/contract/auth';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export function useChangePassword() {
  return useEndpointMutation(userEndpoints.changePassword, {
    input: (body: ChangePasswordBody) => ({ body }),
  });
}
