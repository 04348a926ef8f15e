import { useMutation } from '@tanstack/react-query';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { callEndpoint } from '../../../lib/endpoint-client';
import { peopleMessages } from './people-messages';

/** An admin has an account emailed a code to choose a new password. */
export function useSendResetCode() {
  return useMutation({
    mutationFn: (userId: string) =>
      callEndpoint(userEndpoints.sendResetCode, {
        params: { id: userId },
        fallbackMessage: peopleMessages.sendResetCodeFailed,
      }),
  });
}
