import { privacyEndpoints } from '@tutorium/contract/endpoints/privacy';
import type { EraseAccountBody } from '@tutorium/contract/privacy';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export function useEraseAccount() {
  return useEndpointMutation(privacyEndpoints.eraseAccount, {
    input: (body: EraseAccountBody) => ({ body }),
  });
}
