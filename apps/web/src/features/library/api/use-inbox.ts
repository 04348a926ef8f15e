import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contactMessages } from '@tutorium/contract/contact';
import { contactEndpoints } from '@tutorium/contract/endpoints/contact';
import { callEndpoint } from '../../../lib/endpoint-client';
import { libraryKeys } from './library-keys';

export interface InboxQuery {
  /** 'true' for unread messages only. */
  unread?: 'true';
  page?: number;
  pageSize?: number;
}

/** Contact submissions, newest first, with the number still unread (admins only). */
export const inboxQuery = (query: InboxQuery) =>
  queryOptions({
    queryKey: libraryKeys.inboxPage(query),
    queryFn: ({ signal }) =>
      callEndpoint(contactEndpoints.list, {
        query: { ...query, page: query.page ?? 1 },
        fallbackMessage: contactMessages.fetchFailed,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useInbox = (query: InboxQuery) => useQuery(inboxQuery(query));
