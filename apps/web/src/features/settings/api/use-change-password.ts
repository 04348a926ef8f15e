import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@tutorium/contract/auth';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { messages } from '@tutorium/contract/messages';
import { callEndpoint } from '../../../lib/endpoint-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      callEndpoint(userEndpoints.changePassword, { body, fallbackMessage: messages.password.changeFailed }),
  });
}
