import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notificationListResponseSchema } from '@tutorium/contract/notifications';
import { apiClient } from '../../../lib/api-client';
import { notificationFallbacks, notificationKeys, POLL_INTERVAL_MS } from './notification-keys';
import { useStreamLive } from './stream-status';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** A page of the signed-in user's notifications with the unread count; polls while the live stream is down. */
export function useNotifications(page: number, unreadOnly: boolean) {
  const live = useStreamLive();
  return useQuery({
    queryKey: notificationKeys.list(page, unreadOnly),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(NOTIFICATIONS_PAGE_SIZE) });
      if (unreadOnly) query.set('unread', 'true');
      return apiClient.get(`/notifications?${query}`, {
        schema: notificationListResponseSchema,
        fallbackMessage: notificationFallbacks.load,
        signal,
      });
    },
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : POLL_INTERVAL_MS,
  });
}
