import { useMutation } from '@tanstack/react-query';
import type { VerifyResetCodeBody } from '@tutorium/contract/auth';
import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { messages } from '@tutorium/contract/messages';
import { callEndpoint } from '../../../lib/endpoint-client';

export function useVerifyResetCode() {
  return useMutation({
    mutationFn: (body: VerifyResetCodeBody) =>
      callEndpoint(authEndpoints.verifyResetCode, {
        body,
        fallbackMessage: messages.reset.verifyFailed,
        authenticated: false,
      }),
  });
}
