import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type NotificationSettings, notificationSettingsResponseSchema } from '@tutorium/contract/users';
import { apiClient } from '../../../lib/api-client';
import { settingsFallbacks, settingsKeys } from './settings-keys';

/** Whether the signed-in user wants class reminders by email too. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKeys.notifications,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get('/users/settings', {
        schema: notificationSettingsResponseSchema,
        fallbackMessage: settingsFallbacks.load,
        signal,
      });
      return data;
    },
  });
}

/** Saves the preferences; the answer becomes the cached settings. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) =>
      apiClient.put('/users/settings', {
        schema: notificationSettingsResponseSchema,
        fallbackMessage: settingsFallbacks.save,
        body,
      }),
    onSuccess: ({ data }) => queryClient.setQueryData(settingsKeys.notifications, data),
  });
}
