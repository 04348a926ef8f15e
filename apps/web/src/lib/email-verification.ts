import { useQuery } from '@tanstack/react-query';
import type { ConfirmEmailCodeBody, ConfirmEmailLinkBody } from '@tutorium/contract/email-verification';
import { emailVerificationEndpoints } from '@tutorium/contract/endpoints/email-verification';
import { endpointData } from './endpoint-query';
import { refreshCurrentUser } from './session';
import { useEndpointMutation } from './use-endpoint-mutation';

/*
 * Confirming an email address (docs/security.md, "Verified addresses"): read by the portals' banner,
 * Settings and the emailed link's page, so it lives here rather than in one feature.
 */
/** Whether the address is confirmed, and a new address waiting for its code. */
const emailVerificationStateQuery = () => endpointData(emailVerificationEndpoints.state);

export const useEmailVerificationState = () => useQuery(emailVerificationStateQuery());

/** A new code and link for what is waiting; the earlier code stops working. */
export function useResendConfirmation() {
  return useEndpointMutation(emailVerificationEndpoints.resend, {
    updates: { read: emailVerificationStateQuery(), with: ({ data }) => data },
  });
}

/** The code from the email: the answer is the account as it now is, so every screen follows at once. */
export function useConfirmEmailCode() {
  return useEndpointMutation(emailVerificationEndpoints.confirmCode, {
    input: (body: ConfirmEmailCodeBody) => ({ body }),
    onSuccess: ({ data }, _body, _onMutateResult, { client }) => refreshCurrentUser(client, data),
  });
}

/** The emailed link, which may be opened where nobody is signed in. */
export function useConfirmEmailLink() {
  return useEndpointMutation(emailVerificationEndpoints.confirmLink, {
    input: (body: ConfirmEmailLinkBody) => ({ body }),
    authenticated: false,
    onSuccess: (_answer, _body, _onMutateResult, { client }) => refreshCurrentUser(client),
  });
}

export function useCancelEmailChange() {
  return useEndpointMutation(emailVerificationEndpoints.cancelChange, {
    updates: { read: emailVerificationStateQuery(), with: ({ data }) => data },
  });
}
