import { contactEndpoints } from '@tutorium/contract/endpoints/contact';
import { usePageQuery } from '../../../lib/endpoint-query';

export interface InboxQuery {
  /** 'true' for unread messages only. */
  unread?: 'true';
  page?: number;
  pageSize?: number;
}

/** Contact submissions, newest first, with the number still unread (admins only). */
export const useInbox = (query: InboxQuery) => usePageQuery(contactEndpoints.list, query);
