import { useQuery } from '@tanstack/react-query';
import { contactMessages } from '@tutorium/contract/contact';
import { contactEndpoints } from '@tutorium/contract/endpoints/contact';
import { endpointQuery } from '../../../lib/endpoint-query';
import { libraryKeys } from './library-keys';

export interface InboxQuery {
  /** 'true' for unread messages only. */
  unread?: 'true';
  page?: number;
  pageSize?: number;
}

/** Contact submissions, newest first, with the number still unread (admins only). */
const inboxQuery = (query: InboxQuery) =>
  endpointQuery(contactEndpoints.list, {
    key: libraryKeys.inboxPage(query),
    input: { query: { ...query, page: query.page ?? 1 } },
    fallbackMessage: contactMessages.fetchFailed,
    keepPrevious: true,
  });

export const useInbox = (query: InboxQuery) => useQuery(inboxQuery(query));
