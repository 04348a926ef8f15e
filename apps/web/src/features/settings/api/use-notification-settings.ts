import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import type { NotificationSettings } from '@tutorium/contract/users';
import { callEndpoint } from '../../../lib/endpoint-client';
import { settingsFallbacks, settingsKeys } from './settings-keys';

/** Whether the signed-in user wants class reminders by email too. */
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.notifications,
    queryFn: async ({ signal }) => {
      const { data } = await callEndpoint(userEndpoints.settings, { fallbackMessage: settingsFallbacks.load, signal });
      return data;
    },
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQuery());

/** Saves the preferences; the answer becomes the cached settings. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) =>
      callEndpoint(userEndpoints.saveSettings, { body, fallbackMessage: settingsFallbacks.save }),
    onSuccess: ({ data }) => queryClient.setQueryData(settingsKeys.notifications, data),
  });
}
