import { useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '@tutorium/contract/endpoints/sessions';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

export const signInKeys = {
  all: ['settings', 'sign-ins'] as const,
};

/** Shown when the server gives no message of its own. */
export const signInFallbacks = {
  load: 'Failed to load where you are signed in',
  endSession: 'Failed to end that session',
  revokeDevice: 'Failed to remove that device',
  signOutOthers: 'Failed to sign out your other sessions',
} as const;

/** The signed-in user's sessions and trusted devices ("Where you're signed in"). */
const signInsQuery = () =>
  endpointQuery(sessionEndpoints.list, {
    key: signInKeys.all,
    fallbackMessage: signInFallbacks.load,
    pick: ({ data }) => data,
  });

export const useSignIns = () => useQuery(signInsQuery());

/** Ends one of my sessions; the list is read again, whatever the answer (a 404 means it had already gone). */
export function useEndSession() {
  return useEndpointMutation(sessionEndpoints.end, {
    input: (id: string) => ({ params: { id } }),
    fallbackMessage: signInFallbacks.endSession,
    invalidates: [signInKeys.all],
    invalidateAfter: 'settled',
  });
}

export function useRevokeDevice() {
  return useEndpointMutation(sessionEndpoints.revokeDevice, {
    input: (id: string) => ({ params: { id } }),
    fallbackMessage: signInFallbacks.revokeDevice,
    invalidates: [signInKeys.all],
    invalidateAfter: 'settled',
  });
}

export function useSignOutOthers() {
  return useEndpointMutation(sessionEndpoints.signOutOthers, {
    fallbackMessage: signInFallbacks.signOutOthers,
    invalidates: [signInKeys.all],
    invalidateAfter: 'settled',
  });
}
