import type { RegisterBody } from '@tutorium/contract/auth';
import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { messages } from '@tutorium/contract/messages';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export function useRegister() {
  return useEndpointMutation(authEndpoints.register, {
    input: (body: RegisterBody) => ({ body }),
    fallbackMessage: messages.register.thrown,
    authenticated: false,
  });
}
