import { analyticsEndpoints } from '@tutorium/contract/endpoints/analytics';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** "Email me this list": the server queues one email (rate-limited per account) and says what it did. */
export function useEmailAtRisk() {
  return useEndpointMutation(analyticsEndpoints.emailAtRisk, {});
}
