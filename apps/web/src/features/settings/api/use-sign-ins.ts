import { useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '@tutorium/contract/endpoints/sessions';
import { endpointData } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** The signed-in user's sessions and trusted devices ("Where you're signed in"). */
const signInsQuery = () => endpointData(sessionEndpoints.list);

export const useSignIns = () => useQuery(signInsQuery());

/** Ends one of my sessions; the list is read again, whatever the answer (a 404 means it had already gone). */
export function useEndSession() {
  return useEndpointMutation(sessionEndpoints.end, {
    input: (id: string) => ({ params: { id } }),
    invalidateAfter: 'settled',
  });
}

export function useRevokeDevice() {
  return useEndpointMutation(sessionEndpoints.revokeDevice, {
    input: (id: string) => ({ params: { id } }),
    invalidateAfter: 'settled',
  });
}

export function useSignOutOthers() {
  return useEndpointMutation(sessionEndpoints.signOutOthers, {
    invalidateAfter: 'settled',
  });
}
