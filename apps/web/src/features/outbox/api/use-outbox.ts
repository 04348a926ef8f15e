import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type OutboxStatus, outboxListResponseSchema, outboxRetryResponseSchema } from '@tutorium/contract/outbox';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';

export interface OutboxQuery {
  /** Without a status: every email not yet delivered. */
  status?: OutboxStatus;
  page?: number;
  pageSize?: number;
}

const outboxKey = ['outbox'] as const;

export const outboxTexts = {
  fetchFailed: 'Could not load the email queue',
  retryFailed: 'Could not send the email again',
} as const;

/** Emails waiting or failed, newest first, with counts per status (admins only). */
export function useOutbox(query: OutboxQuery) {
  return useQuery({
    queryKey: [...outboxKey, query],
    queryFn: ({ signal }) =>
      apiClient.get(`/outbox?${toSearchParams(query)}`, {
        schema: outboxListResponseSchema,
        fallbackMessage: outboxTexts.fetchFailed,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Puts a failed email back in the queue; the list refreshes. */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post(`/outbox/${encodeURIComponent(id)}/retry`, {
        schema: outboxRetryResponseSchema,
        fallbackMessage: outboxTexts.retryFailed,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
}
