import type { ForgotPasswordBody } from '@tutorium/contract/auth';
import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export function useRequestResetCode() {
  return useEndpointMutation(authEndpoints.forgotPassword, {
    input: (body: ForgotPasswordBody) => ({ body }),
    authenticated: false,
  });
}
