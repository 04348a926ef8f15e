import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginBody, loginResponseSchema } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import { apiClient } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

export interface LoginInput {
  credentials: LoginBody;
  remember: boolean;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ credentials }: LoginInput) =>
      apiClient.post('/auth/login', {
        schema: loginResponseSchema,
        fallbackMessage: messages.login.failed,
        body: credentials,
        authenticated: false,
      }),
    onSuccess: ({ token, user }, { remember }) => startSession(queryClient, { token, user, remember }),
  });
}
