import type { VerifyResetCodeBody } from '@tutorium/contract/auth';
import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { messages } from '@tutorium/contract/messages';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export function useVerifyResetCode() {
  return useEndpointMutation(authEndpoints.verifyResetCode, {
    input: (body: VerifyResetCodeBody) => ({ body }),
    fallbackMessage: messages.reset.verifyFailed,
    authenticated: false,
  });
}
