import { useMutation } from '@tanstack/react-query';
import { analyticsEndpoints } from '@tutorium/contract/endpoints/analytics';
import { callEndpoint } from '../../../lib/endpoint-client';
import { dashboardFallbacks } from './dashboard-fallbacks';

/** "Email me this list": the server queues one email (rate-limited per account) and says what it did. */
export function useEmailAtRisk() {
  return useMutation({
    mutationFn: () => callEndpoint(analyticsEndpoints.emailAtRisk, { fallbackMessage: dashboardFallbacks.emailAtRisk }),
  });
}
