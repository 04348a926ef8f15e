import { useQuery } from '@tanstack/react-query';
import { contactEndpoints } from '@tutorium/contract/endpoints/contact';
import { endpointQuery } from '../../../lib/endpoint-query';

export interface InboxQuery {
  /** 'true' for unread messages only. */
  unread?: 'true';
  page?: number;
  pageSize?: number;
}

/** Contact submissions, newest first, with the number still unread (admins only). */
const inboxQuery = (query: InboxQuery) =>
  endpointQuery(contactEndpoints.list, {
    input: { query: { ...query, page: query.page ?? 1 } },
    keepPrevious: true,
  });

export const useInbox = (query: InboxQuery) => useQuery(inboxQuery(query));
