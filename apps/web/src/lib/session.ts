import { type QueryClient, useQuery } from '@tanstack/react-query';
import { messages } from '@tutorium/contract/messages';
import type { User } from '@tutorium/contract/users';
import { ApiError } from './api-failure';
import { callEndpoint } from './endpoint-client';
import { setViewerTimeZone } from './format';
import { chooseLanguage, i18n } from './i18n';
import { clearPersonalData } from './offline/clear-personal-data';
import { clearToken, setToken, useSessionToken } from './token-storage';

/**
 * The signed-in user, shared by the guards, the layouts and every feature that shows who is
 * signed in, so it lives here rather than inside one feature.
 */
const currentUserQueryKey = ['me'] as const;

/**
 * The account whose saved language this page has applied. It is applied once per sign-in or page
 * load: a language switched to later on this page stands until the next one.
 */
let languageAppliedFor: string | null = null;

/**
 * Shows the app in the language the account saved in Settings, when it has one and it is not the one
 * shown; it is also remembered on this browser, so the next visit starts in it.
 */
function applySavedLanguage(user: User): void {
  if (languageAppliedFor === user.id) return;
  languageAppliedFor = user.id;
  if (user.language !== null && user.language !== i18n.locale) void chooseLanguage(user.language);
}

/**
 * Only a 401 ends the session, and the API client already forgets the token on one; a network
 * blip or a 5xx keeps the token so the guard can offer to try again.
 *
 * The endpoint's definition, and zod with it, is imported here rather than at the top: the landing
 * page loads this check when a token is stored, and keeps zod off its critical path
 * (docs/performance.md, "Web"). A definition that cannot be loaded fails the check as a network
 * failure does.
 */
async function fetchCurrentUser(signal: AbortSignal): Promise<User> {
  const { userEndpoints } = await import('@tutorium/contract/endpoints/users').catch(() => {
    throw new ApiError(0, messages.profile.fetchFailed);
  });
  const { data } = await callEndpoint(userEndpoints.profile, { signal });
  applySavedLanguage(data);
  return data;
}

export interface CurrentUser {
  user: User | null;
  /** True while a stored token is being checked against the server. */
  isPending: boolean;
  /** Why the stored token could not be checked (not a 401: that signs out), with a way to retry. */
  failure: { message: string; retry: () => void } | null;
}

export function useCurrentUser(): CurrentUser {
  const token = useSessionToken();
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: token !== null,
    retry: false,
    staleTime: 60_000,
  });
  // Times everywhere are shown in the signed-in user's zone. The guards and the header read the user
  // before the screens under them render, so the screens format with the zone already set.
  setViewerTimeZone(token === null ? undefined : query.data?.timeZone);
  if (token === null) return { user: null, isPending: false, failure: null };
  const failure =
    query.error && query.data === undefined
      ? { message: query.error.message, retry: () => void query.refetch() }
      : null;
  return { user: query.data ?? null, isPending: query.isPending, failure };
}

/**
 * Whether the last session ended because the user signed out. The guards then send them to
 * /choose-user without a ?redirect back to the page they chose to leave.
 */
/** Where a portal guard sends someone who signed out on purpose (null: the session ended by itself). */
let signedOutTo: string | null = null;
export const destinationAfterSignOut = (): string | null => signedOutTo;

export function startSession(
  queryClient: QueryClient,
  session: { token: string; user: User; remember: boolean },
): void {
  signedOutTo = null;
  languageAppliedFor = null;
  applySavedLanguage(session.user);
  queryClient.setQueryData(currentUserQueryKey, session.user);
  setToken(session.token, session.remember);
}

/**
 * After a change to the signed-in user's own account (profile, a confirmed or changed address):
 * shows the account as the answer gives it, if it does, at once, then reads it again. It is the only
 * refresh of this query: it carries no contract tags, so no data change invalidates it.
 */
export function refreshCurrentUser(queryClient: QueryClient, user?: User): Promise<void> {
  if (user) queryClient.setQueryData(currentUserQueryKey, user);
  return queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}

/**
 * The user signed out: forget the token and every cached answer, in memory and on the device (the
 * kept query cache, lessons kept offline, unsent messages: docs/privacy.md). The device is cleared
 * in the background, not holding up the way out. `then` is where they are going; the portal guard,
 * which may see the session gone before the navigation lands, sends them there too.
 */
export function endSession(queryClient: QueryClient, then = '/choose-user'): void {
  signedOutTo = then;
  languageAppliedFor = null;
  clearToken();
  queryClient.clear();
  void clearPersonalData();
}

/** For screens behind a portal guard, which only renders them once a user is signed in. */
export function useSignedInUser(): User {
  const { user } = useCurrentUser();
  if (user === null) throw new Error('useSignedInUser is only for screens behind a portal guard');
  return user;
}
