import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@tutorium/contract/auth';
import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { messages } from '@tutorium/contract/messages';
import { callEndpoint } from '../../../lib/endpoint-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      callEndpoint(authEndpoints.resetPassword, { body, fallbackMessage: messages.reset.failed, authenticated: false }),
  });
}
