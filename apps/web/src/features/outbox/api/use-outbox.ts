import { outboxEndpoints } from '@tutorium/contract/endpoints/outbox';
import type { OutboxStatus } from '@tutorium/contract/outbox';
import { usePageQuery } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export interface OutboxQuery {
  /** Without a status: every email not yet delivered. */
  status?: OutboxStatus;
  page?: number;
  pageSize?: number;
}

/** Emails waiting or failed, newest first, with counts per status (admins only). */
export const useOutbox = (query: OutboxQuery) => usePageQuery(outboxEndpoints.list, query);

/** Puts a failed email back in the queue; the list refreshes. */
export function useRetryEmail() {
  return useEndpointMutation(outboxEndpoints.retry, {
    input: (id: string) => ({ params: { id } }),
    invalidateAfter: 'settled',
  });
}
