import type { RegisterBody } from '@tutorium/contract/auth';
import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { browserTimeZone } from '../../../lib/format';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export function useRegister() {
  return useEndpointMutation(authEndpoints.register, {
    // A new account keeps the browser's zone as its own (docs/product.md, Time zones).
    input: (body: RegisterBody) => ({ body: { ...body, timeZone: browserTimeZone() } }),
    authenticated: false,
  });
}
