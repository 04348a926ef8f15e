import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@tutorium/contract/api';
import type { EraseAccountBody } from '@tutorium/contract/privacy';
import { apiClient } from '../../../lib/api-client';
import { privacyFallbacks } from './privacy-keys';

export function useEraseAccount() {
  return useMutation({
    mutationFn: (body: EraseAccountBody) =>
      apiClient.delete('/privacy/account', {
        schema: messageResponseSchema,
        fallbackMessage: privacyFallbacks.erase,
        body,
      }),
  });
}
