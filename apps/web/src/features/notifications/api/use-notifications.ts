import { useQuery } from '@tanstack/react-query';
import { notificationEndpoints } from '@tutorium/contract/endpoints/notifications';
import { endpointQuery } from '../../../lib/endpoint-query';
import { notificationFallbacks, notificationKeys, POLL_INTERVAL_MS } from './notification-keys';
import { useStreamLive } from './stream-status';

const NOTIFICATIONS_PAGE_SIZE = 20;

/** A page of the signed-in user's notifications with the unread count. */
const notificationsQuery = (page: number, unreadOnly: boolean) =>
  endpointQuery(notificationEndpoints.list, {
    key: notificationKeys.list(page, unreadOnly),
    input: { query: { page, pageSize: NOTIFICATIONS_PAGE_SIZE, ...(unreadOnly ? { unread: 'true' } : {}) } },
    fallbackMessage: notificationFallbacks.load,
    keepPrevious: true,
  });

/** The page, polled while the live stream is down. */
export function useNotifications(page: number, unreadOnly: boolean) {
  const live = useStreamLive();
  return useQuery({ ...notificationsQuery(page, unreadOnly), refetchInterval: live ? false : POLL_INTERVAL_MS });
}
