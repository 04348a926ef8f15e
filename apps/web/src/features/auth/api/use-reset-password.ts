import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@tutorium/contract/api';
import type { ResetPasswordBody } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import { apiClient } from '../../../lib/api-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      apiClient.post('/auth/reset-password', {
        schema: messageResponseSchema,
        fallbackMessage: messages.reset.failed,
        body,
        authenticated: false,
      }),
  });
}
