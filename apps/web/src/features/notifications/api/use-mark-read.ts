import { notificationEndpoints } from '@tutorium/contract/endpoints/notifications';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { notificationFallbacks, notificationKeys } from './notification-keys';

export function useMarkRead() {
  return useEndpointMutation(notificationEndpoints.read, {
    input: (id: string) => ({ params: { id } }),
    fallbackMessage: notificationFallbacks.markRead,
    invalidates: [notificationKeys.all],
  });
}

export function useMarkAllRead() {
  return useEndpointMutation(notificationEndpoints.readAll, {
    fallbackMessage: notificationFallbacks.markAllRead,
    invalidates: [notificationKeys.all],
  });
}
