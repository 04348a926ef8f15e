import { notificationEndpoints } from '@tutorium/contract/endpoints/notifications';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export function useMarkRead() {
  return useEndpointMutation(notificationEndpoints.read, {
    input: (id: string) => ({ params: { id } }),
  });
}

export function useMarkAllRead() {
  return useEndpointMutation(notificationEndpoints.readAll);
}
