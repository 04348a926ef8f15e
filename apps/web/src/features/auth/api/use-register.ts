import { useMutation } from '@tanstack/react-query';
import { type RegisterBody, registerResponseSchema } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import { apiClient } from '../../../lib/api-client';

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      apiClient.post('/auth/register', {
        schema: registerResponseSchema,
        fallbackMessage: messages.register.thrown,
        body,
        authenticated: false,
      }),
  });
}
