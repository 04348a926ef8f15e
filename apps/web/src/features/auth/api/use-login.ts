import type { LoginBody } from '@tutorium/contract/auth';
import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { messages } from '@tutorium/contract/messages';
import { startSession } from '../../../lib/session';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export interface LoginInput {
  credentials: LoginBody;
  remember: boolean;
}

export function useLogin() {
  return useEndpointMutation(authEndpoints.login, {
    input: ({ credentials }: LoginInput) => ({ body: credentials }),
    fallbackMessage: messages.login.failed,
    authenticated: false,
    onSuccess: ({ token, user }, { remember }, _onMutateResult, { client }) =>
      startSession(client, { token, user, remember }),
  });
}
