import { useQuery } from '@tanstack/react-query';
import { notificationEndpoints } from '@tutorium/contract/endpoints/notifications';
import { endpointQuery } from '../../../lib/endpoint-query';
import { POLL_INTERVAL_MS, useStreamLive } from '../../../lib/stream-status';

const NOTIFICATIONS_PAGE_SIZE = 20;

/** A page of the signed-in user's notifications with the unread count. */
const notificationsQuery = (page: number, unreadOnly: boolean) =>
  endpointQuery(notificationEndpoints.list, {
    input: { query: { page, pageSize: NOTIFICATIONS_PAGE_SIZE, ...(unreadOnly ? { unread: 'true' } : {}) } },
    keepPrevious: true,
  });

/** The page, polled while the live stream is down. */
export function useNotifications(page: number, unreadOnly: boolean) {
  const live = useStreamLive();
  return useQuery({ ...notificationsQuery(page, unreadOnly), refetchInterval: live ? false : POLL_INTERVAL_MS });
}
