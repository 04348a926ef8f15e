import type { LoginBody } from '@tutorium/contract/auth';
import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { browserTimeZone } from '../../../lib/format';
import { startSession } from '../../../lib/session';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export interface LoginInput {
  credentials: LoginBody;
  remember: boolean;
}

export function useLogin() {
  return useEndpointMutation(authEndpoints.login, {
    // The browser's zone becomes the account's when it has none yet (docs/product.md, Time zones).
    input: ({ credentials }: LoginInput) => ({ body: { ...credentials, timeZone: browserTimeZone() } }),
    authenticated: false,
    // An account with a second factor gets a challenge instead: the second step starts the session.
    onSuccess: (answer, { remember }, _onMutateResult, { client }) => {
      if ('token' in answer) startSession(client, { token: answer.token, user: answer.user, remember });
    },
  });
}
