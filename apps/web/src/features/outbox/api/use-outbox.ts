import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { outboxEndpoints } from '@tutorium/contract/endpoints/outbox';
import type { OutboxStatus } from '@tutorium/contract/outbox';
import { callEndpoint } from '../../../lib/endpoint-client';

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
export const outboxQuery = (query: OutboxQuery) =>
  queryOptions({
    queryKey: [...outboxKey, query],
    queryFn: ({ signal }) =>
      callEndpoint(outboxEndpoints.list, { query, fallbackMessage: outboxTexts.fetchFailed, signal }),
    placeholderData: keepPreviousData,
  });

export const useOutbox = (query: OutboxQuery) => useQuery(outboxQuery(query));

/** Puts a failed email back in the queue; the list refreshes. */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint(outboxEndpoints.retry, { params: { id }, fallbackMessage: outboxTexts.retryFailed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
}
