import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contactListResponseSchema, contactMessages } from '@tutorium/contract/contact';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { libraryKeys } from './library-keys';

export interface InboxQuery {
  /** 'true' for unread messages only. */
  unread?: 'true';
  page?: number;
  pageSize?: number;
}

/** Contact submissions, newest first, with the number still unread (admins only). */
export function useInbox(query: InboxQuery) {
  return useQuery({
    queryKey: libraryKeys.inboxPage(query),
    queryFn: ({ signal }) =>
      apiClient.get(`/contact?${toSearchParams({ ...query, page: query.page ?? 1 })}`, {
        schema: contactListResponseSchema,
        fallbackMessage: contactMessages.fetchFailed,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
