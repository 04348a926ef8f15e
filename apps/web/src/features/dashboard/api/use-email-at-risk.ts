import { useMutation } from '@tanstack/react-query';
import { atRiskEmailResponseSchema } from '@tutorium/contract/at-risk';
import { apiClient } from '../../../lib/api-client';
import { dashboardFallbacks } from './dashboard-fallbacks';

/** "Email me this list": the server queues one email (rate-limited per account) and says what it did. */
export function useEmailAtRisk() {
  return useMutation({
    mutationFn: () =>
      apiClient.post('/analytics/at-risk/email', {
        schema: atRiskEmailResponseSchema,
        fallbackMessage: dashboardFallbacks.emailAtRisk,
      }),
  });
}
