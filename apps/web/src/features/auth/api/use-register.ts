import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@tutorium/contract/auth';
import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { messages } from '@tutorium/contract/messages';
import { callEndpoint } from '../../../lib/endpoint-client';

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      callEndpoint(authEndpoints.register, { body, fallbackMessage: messages.register.thrown, authenticated: false }),
  });
}
