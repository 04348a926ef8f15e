import { useMutation } from '@tanstack/react-query';
import { privacyEndpoints } from '@tutorium/contract/endpoints/privacy';
import type { EraseAccountBody } from '@tutorium/contract/privacy';
import { callEndpoint } from '../../../lib/endpoint-client';
import { privacyFallbacks } from './privacy-keys';

export function useEraseAccount() {
  return useMutation({
    mutationFn: (body: EraseAccountBody) =>
      callEndpoint(privacyEndpoints.eraseAccount, { body, fallbackMessage: privacyFallbacks.erase }),
  });
}
