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
    // An account with a second factor gets a challenge instead: the second step starts the session.
    onSuccess: (answer, { remember }, _onMutateResult, { client }) => {
      if ('token' in answer) startSession(client, { token: answer.token, user: answer.user, remember });
    },
  });
}
