import { useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import type { NotificationSettings } from '@tutorium/contract/users';
import { endpointData } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** Whether the signed-in user wants class reminders by email too. */
const notificationSettingsQuery = () => endpointData(userEndpoints.settings);

export const useNotificationSettings = () => useQuery(notificationSettingsQuery());

/** Saves the preferences; the answer becomes the cached settings. */
export function useSaveNotificationSettings() {
  return useEndpointMutation(userEndpoints.saveSettings, {
    input: (body: NotificationSettings) => ({ body }),
    updates: { read: notificationSettingsQuery(), with: ({ data }) => data },
  });
}
