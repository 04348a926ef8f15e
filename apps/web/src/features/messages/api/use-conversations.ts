import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { conversationEndpoints } from '@tutorium/contract/endpoints/conversations';
import { callEndpoint } from '../../../lib/endpoint-client';
import { endpointKey, endpointQuery } from '../../../lib/endpoint-query';
import { POLL_INTERVAL_MS, useStreamLive } from '../../../lib/stream-status';

/** Conversations fetched per "Show more". */
const CONVERSATIONS_PAGE_SIZE = 20;
/** Messages fetched per "Load older messages". */
const HISTORY_PAGE_SIZE = 30;

/** The reads below refetch on the stream's `messages` event; while the stream is down they poll. */
function usePollWhileDown(): number | false {
  return useStreamLive() ? false : POLL_INTERVAL_MS;
}

/** My conversations, newest activity first, a page at a time ("Show more"); `search` within them. */
export function useConversations(search: string) {
  const refetchInterval = usePollWhileDown();
  const query = { search: search === '' ? undefined : search, pageSize: CONVERSATIONS_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: [...endpointKey(conversationEndpoints.list, { query }), 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(conversationEndpoints.list, { query: { ...query, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.page < pagination.pages ? pagination.page + 1 : undefined),
    placeholderData: (previous) => previous,
    refetchInterval,
  });
}

/** One of my conversations: the other party, its state, what I may do in it. */
export function useConversation(id: string | undefined) {
  const refetchInterval = usePollWhileDown();
  return useQuery({
    ...endpointQuery(conversationEndpoints.get, { input: { params: { id: id ?? '' } } }),
    enabled: id !== undefined,
    refetchInterval,
  });
}

/** A conversation's messages, newest page first; each older page loads on demand ("Load older messages"). */
export function useMessageHistory(id: string) {
  const refetchInterval = usePollWhileDown();
  return useInfiniteQuery({
    queryKey: [...endpointKey(conversationEndpoints.history, { params: { id }, query: {} }), 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(conversationEndpoints.history, {
        params: { id },
        query: { limit: HISTORY_PAGE_SIZE, ...(pageParam === null ? {} : { before: pageParam }) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: ({ nextCursor }) => nextCursor ?? undefined,
    refetchInterval,
  });
}

/** How many unread messages I have over all my conversations: the sidebar's badge and the header's link. */
export function useUnreadMessages() {
  const refetchInterval = usePollWhileDown();
  return useQuery({ ...endpointQuery(conversationEndpoints.unread), refetchInterval });
}
