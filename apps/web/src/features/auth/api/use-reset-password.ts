import type { ResetPasswordBody } from '@tutorium/contract/auth';
import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export function useResetPassword() {
  return useEndpointMutation(authEndpoints.resetPassword, {
    input: (body: ResetPasswordBody) => ({ body }),
    authenticated: false,
  });
}
