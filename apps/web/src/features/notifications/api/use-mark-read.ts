import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationEndpoints } from '@tutorium/contract/endpoints/notifications';
import { callEndpoint } from '../../../lib/endpoint-client';
import { notificationFallbacks, notificationKeys } from './notification-keys';

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint(notificationEndpoints.read, { params: { id }, fallbackMessage: notificationFallbacks.markRead }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callEndpoint(notificationEndpoints.readAll, { fallbackMessage: notificationFallbacks.markAllRead }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
