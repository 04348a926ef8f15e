import type { ForgotPasswordBody } from '@tutorium/contract/auth';
import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { messages } from '@tutorium/contract/messages';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export function useRequestResetCode() {
  return useEndpointMutation(authEndpoints.forgotPassword, {
    input: (body: ForgotPasswordBody) => ({ body }),
    fallbackMessage: messages.reset.sendFailed,
    authenticated: false,
  });
}
