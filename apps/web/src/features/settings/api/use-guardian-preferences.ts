import { useQuery } from '@tanstack/react-query';
import { guardianAlertEndpoints } from '@tutorium/contract/endpoints/guardians';
import type { GuardianPreferences } from '@tutorium/contract/guardians';
import { endpointData } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** Which emails about their children the signed-in guardian receives, and the weekly summary's day. */
const guardianPreferencesQuery = () => endpointData(guardianAlertEndpoints.preferences);

export const useGuardianPreferences = () => useQuery(guardianPreferencesQuery());

/** Saves the choices; the answer becomes the cached preferences. */
export function useSaveGuardianPreferences() {
  return useEndpointMutation(guardianAlertEndpoints.updatePreferences, {
    input: (body: GuardianPreferences) => ({ body }),
    updates: { read: guardianPreferencesQuery(), with: ({ data }) => data },
  });
}
