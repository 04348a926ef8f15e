import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@tutorium/contract/api';
import type { ChangePasswordBody } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import { apiClient } from '../../../lib/api-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiClient.put('/users/password', {
        schema: messageResponseSchema,
        fallbackMessage: messages.password.changeFailed,
        body,
      }),
  });
}
