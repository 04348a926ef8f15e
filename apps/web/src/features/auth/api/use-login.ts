import type { LoginBody } from '@tutorium/contract/auth';
import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { messages } from '@tutorium/contract/messages';
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
    fallbackMessage: messages.login.failed,
    authenticated: false,
    onSuccess: ({ token, user }, { remember }, _onMutateResult, { client }) =>
      startSession(client, { token, user, remember }),
  });
}
