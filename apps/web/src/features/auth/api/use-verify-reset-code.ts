import type { VerifyResetCodeBody } from '@tutorium/contract/auth';
import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export function useVerifyResetCode() {
  return useEndpointMutation(authEndpoints.verifyResetCode, {
    input: (body: VerifyResetCodeBody) => ({ body }),
    authenticated: false,
  });
}
