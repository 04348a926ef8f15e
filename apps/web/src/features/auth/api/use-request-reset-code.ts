import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@tutorium/contract/auth';
import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { messages } from '@tutorium/contract/messages';
import { callEndpoint } from '../../../lib/endpoint-client';

export function useRequestResetCode() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      callEndpoint(authEndpoints.forgotPassword, {
        body,
        fallbackMessage: messages.reset.sendFailed,
        authenticated: false,
      }),
  });
}
