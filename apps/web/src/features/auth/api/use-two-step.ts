import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { type AuthenticationResponseJSON, startAuthentication } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { twoStepEndpoints } from '@tutorium/contract/endpoints/two-step';
import type { Role } from '@tutorium/contract/roles';
import type { AuthenticationCredential, TwoStepBody } from '@tutorium/contract/two-step';
import { callEndpoint } from '../../../lib/endpoint-client';
import { startSession } from '../../../lib/session';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** What the browser says when the person closes the passkey prompt or it times out. */
const passkeyCancelled = 'The passkey was not used. Try again, or use another way.';

/**
 * Asks the browser for a passkey signature over the server's options. The options are WebAuthn's
 * own JSON, made by @simplewebauthn/server; the contract carries them as a plain object.
 */
export async function signWithPasskey(options: Record<string, unknown>): Promise<AuthenticationCredential> {
  try {
    const credential: AuthenticationResponseJSON = await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    });
    return { ...credential, clientExtensionResults: { ...credential.clientExtensionResults } };
  } catch (error) {
    if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
      throw new Error(passkeyCancelled);
    }
    throw error;
  }
}

export interface TwoStepInput {
  body: TwoStepBody;
  remember: boolean;
}

/** The second step of a password sign-in; a right answer starts the session as sign-in does. */
export function useCompleteTwoStep() {
  return useEndpointMutation(twoStepEndpoints.completeTwoStep, {
    input: ({ body }: TwoStepInput) => ({ body }),
    authenticated: false,
    onSuccess: ({ token, user }, { remember }, _onMutateResult, { client }) =>
      startSession(client, { token, user, remember }),
  });
}

/** Signing in with a passkey alone: a challenge from the server, the browser's passkey prompt, the answer. */
export function usePasskeySignIn() {
  return useMutation({
    mutationFn: async ({ role }: { role: Role; remember: boolean }) => {
      const { data } = await callEndpoint(twoStepEndpoints.passkeySignInOptions, {
        body: { role },
        authenticated: false,
      });
      const passkey = await signWithPasskey(data.options);
      return callEndpoint(twoStepEndpoints.passkeySignIn, {
        body: { challengeId: data.challengeId, passkey },
        authenticated: false,
      });
    },
    onSuccess: ({ token, user }, { remember }, _onMutateResult, { client }) =>
      startSession(client, { token, user, remember }),
  });
}
