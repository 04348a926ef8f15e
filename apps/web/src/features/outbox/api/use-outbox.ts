import { useQuery } from '@tanstack/react-query';
import { outboxEndpoints } from '@tutorium/contract/endpoints/outbox';
import type { OutboxStatus } from '@tutorium/contract/outbox';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export interface OutboxQuery {
  /** Without a status: every email not yet delivered. */
  status?: OutboxStatus;
  page?: number;
  pageSize?: number;
}

/** Emails waiting or failed, newest first, with counts per status (admins only). */
const outboxQuery = (query: OutboxQuery) =>
  endpointQuery(outboxEndpoints.list, {
    input: { query },
    keepPrevious: true,
  });

export const useOutbox = (query: OutboxQuery) => useQuery(outboxQuery(query));

/** Puts a failed email back in the queue; the list refreshes. */
export function useRetryEmail() {
  return useEndpointMutation(outboxEndpoints.retry, {
    input: (id: string) => ({ params: { id } }),
    invalidateAfter: 'settled',
  });
}
