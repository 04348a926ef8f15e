import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@tutorium/contract/api';
import type { ForgotPasswordBody } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import { apiClient } from '../../../lib/api-client';

export function useRequestResetCode() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      apiClient.post('/auth/forgot-password', {
        schema: messageResponseSchema,
        fallbackMessage: messages.reset.sendFailed,
        body,
        authenticated: false,
      }),
  });
}
