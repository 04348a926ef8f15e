import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@tutorium/contract/api';
import type { VerifyResetCodeBody } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import { apiClient } from '../../../lib/api-client';

export function useVerifyResetCode() {
  return useMutation({
    mutationFn: (body: VerifyResetCodeBody) =>
      apiClient.post('/auth/verify-reset-code', {
        schema: messageResponseSchema,
        fallbackMessage: messages.reset.verifyFailed,
        body,
        authenticated: false,
      }),
  });
}
