import type { ChangePasswordBody } from '@tutorium/contract/auth';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { messages } from '@tutorium/contract/messages';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { signInKeys } from './use-sign-ins';

export function useChangePassword() {
  return useEndpointMutation(userEndpoints.changePassword, {
    input: (body: ChangePasswordBody) => ({ body }),
    fallbackMessage: messages.password.changeFailed,
    // A new password signs out every other session and device.
    invalidates: [signInKeys.all],
  });
}
