import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@tutorium/contract/auth';
import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { messages } from '@tutorium/contract/messages';
import { callEndpoint } from '../../../lib/endpoint-client';
import { startSession } from '../../../lib/session';

export interface LoginInput {
  credentials: LoginBody;
  remember: boolean;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ credentials }: LoginInput) =>
      callEndpoint(authEndpoints.login, {
        body: credentials,
        fallbackMessage: messages.login.failed,
        authenticated: false,
      }),
    onSuccess: ({ token, user }, { remember }) => startSession(queryClient, { token, user, remember }),
  });
}
