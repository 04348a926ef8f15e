import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@tutorium/contract/api';
import { apiClient } from '../../../lib/api-client';
import { peopleMessages } from './people-messages';

/** An admin has an account emailed a code to choose a new password. */
export function useSendResetCode() {
  return useMutation({
    mutationFn: (userId: string) =>
      apiClient.post(`/users/${encodeURIComponent(userId)}/reset-code`, {
        schema: messageResponseSchema,
        fallbackMessage: peopleMessages.sendResetCodeFailed,
      }),
  });
}
