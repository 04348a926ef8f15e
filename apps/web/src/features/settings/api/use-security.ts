import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery } from '@tanstack/react-query';
import { twoStepEndpoints as endpoints } from '@tutorium/contract/endpoints/two-step';
import type { SecuritySettings, StepUpBody } from '@tutorium/contract/two-step';
import { callEndpoint } from '../../../lib/endpoint-client';
import { endpointData, readsTagged, staleAfter } from '../../../lib/endpoint-query';
import { securityOverviewQuery } from '../../../lib/security-overview';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** The signed-in user's second factors (no secrets): authenticator app, recovery codes left, passkeys. */
export const useSecurityOverview = () => useQuery(securityOverviewQuery());

export const useStartTotpSetup = () => useEndpointMutation(endpoints.startTotpSetup);

export const useConfirmTotp = () =>
  useEndpointMutation(endpoints.confirmTotp, {
    input: (code: string) => ({ body: { code } }),
  });

export const useRemoveTotp = () =>
  useEndpointMutation(endpoints.removeTotp, {
    input: (body: StepUpBody) => ({ body }),
  });

export const useRegenerateRecoveryCodes = () =>
  useEndpointMutation(endpoints.regenerateRecoveryCodes, {
    input: (body: StepUpBody) => ({ body }),
  });

/** What the browser says when the person closes the passkey prompt. */
const passkeyCancelled = 'The passkey was not added. You can try again.';

/** A challenge from the server, the browser's "create a passkey" prompt, then the new passkey saved. */
export function useAddPasskey() {
  return useMutation({
    mutationFn: async (name: string) => {
      const { data } = await callEndpoint(endpoints.passkeyRegistrationOptions, {});
      let credential: Awaited<ReturnType<typeof startRegistration>>;
      try {
        // The options are WebAuthn's own JSON, made by @simplewebauthn/server.
        credential = await startRegistration({
          optionsJSON: data.options as unknown as PublicKeyCredentialCreationOptionsJSON,
        });
      } catch (error) {
        if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
          throw new Error(passkeyCancelled);
        }
        throw error;
      }
      return callEndpoint(endpoints.addPasskey, {
        body: {
          name,
          credential: { ...credential, clientExtensionResults: { ...credential.clientExtensionResults } },
        },
      });
    },
    onSettled: (_answer, _error, _name, _result, { client }) =>
      client.invalidateQueries(readsTagged(staleAfter(endpoints.addPasskey))),
  });
}

export const useRemovePasskey = () =>
  useEndpointMutation(endpoints.removePasskey, {
    input: (id: string) => ({ params: { id } }),
  });

const staffRuleQuery = () => endpointData(endpoints.securitySettings);

export const useStaffRule = (enabled: boolean) => useQuery({ ...staffRuleQuery(), enabled });

export const useSaveStaffRule = () =>
  useEndpointMutation(endpoints.updateSecuritySettings, {
    input: (body: SecuritySettings) => ({ body }),
    updates: { read: staffRuleQuery(), with: ({ data }) => data },
  });
