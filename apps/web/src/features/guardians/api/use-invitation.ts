import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { guardianAlertEndpoints, guardianLinkEndpoints } from '@tutorium/contract/endpoints/guardians';
import type { AcceptInvitationNewAccount } from '@tutorium/contract/guardians';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { browserTimeZone } from '../../../lib/format';
import { endSession, startSession } from '../../../lib/session';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/*
 * The pages an emailed guardian link opens (docs/product.md, "Guardians"): they may be opened where
 * nobody is signed in, or someone else is.
 */

/** What the invitation is for: who invited whom, and whether its address has an account. */
export function useInvitation(token: string) {
  return useEndpointQuery(guardianLinkEndpoints.invitation, {
    input: { params: { token } },
    pick: ({ data }) => data,
  });
}

/**
 * Accepts with a new guardian account, which the answer signs in: the session starts as a sign-in's
 * does (lib/session.ts), remembered on this browser as a new registration's is.
 */
export function useAcceptAsNewAccount(token: string) {
  return useEndpointMutation(guardianLinkEndpoints.acceptAsNewAccount, {
    input: (fields: Omit<AcceptInvitationNewAccount, 'timeZone'>) => ({
      params: { token },
      // The browser's zone becomes the new account's (docs/product.md, Time zones).
      body: { ...fields, timeZone: browserTimeZone() },
    }),
    authenticated: false,
    onSuccess: ({ token: sessionToken, user }, _fields, _onMutateResult, { client }) =>
      startSession(client, { token: sessionToken, user, remember: true }),
  });
}

/** Accepts with the signed-in account, whose address the invitation was sent to. */
export function useAcceptInvitation(token: string) {
  return useEndpointMutation(guardianLinkEndpoints.accept, { input: () => ({ params: { token } }) });
}

/**
 * Signs out of another account here, staying on the page so that the right one can sign in (the
 * sign-in card's frame has no account menu). The session ends locally whatever the server answers.
 */
export function useSignOutHere(here: string) {
  return useEndpointMutation(authEndpoints.logout, {
    onSettled: (_answer, _error, _variables, _onMutateResult, { client }) => endSession(client, here),
  });
}

/** Turns off one kind of guardian email from the email's own link. */
export function useUnsubscribe() {
  return useEndpointMutation(guardianAlertEndpoints.unsubscribe, {
    input: (token: string) => ({ body: { token } }),
    authenticated: false,
  });
}
