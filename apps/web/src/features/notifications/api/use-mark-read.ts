import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationResponseSchema, notificationsReadResponseSchema } from '@tutorium/contract/notifications';
import { apiClient } from '../../../lib/api-client';
import { notificationFallbacks, notificationKeys } from './notification-keys';

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post(`/notifications/${encodeURIComponent(id)}/read`, {
        schema: notificationResponseSchema,
        fallbackMessage: notificationFallbacks.markRead,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.post('/notifications/read-all', {
        schema: notificationsReadResponseSchema,
        fallbackMessage: notificationFallbacks.markAllRead,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
