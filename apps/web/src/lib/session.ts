import { messages } from '@tutorium/contract/messages';
import { type User, userEnvelopeSchema } from '@tutorium/contract/users';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiClient } from './api-client';
import { clearToken, getToken, setToken, subscribeToToken } from './token-storage';

/**
 * The signed-in user, shared by the guards, the layouts and every feature that shows who is
 * signed in, so it lives here rather than inside one feature.
 */
export const currentUserQueryKey = ['me'] as const;

async function fetchCurrentUser(signal: AbortSignal): Promise<User> {
  try {
    const { data } = await apiClient.get('/users/profile', {
      schema: userEnvelopeSchema,
      fallbackMessage: messages.profile.fetchFailed,
      signal,
    });
    return data;
  } catch (error) {
    if (!signal.aborted) clearToken();
    throw error;
  }
}

export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getToken, () => null);
}

export interface CurrentUser {
  user: User | null;
  /** True while a stored token is being checked against the server. */
  isPending: boolean;
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
  if (token === null) return { user: null, isPending: false };
  return { user: query.data ?? null, isPending: query.isPending };
}

export function startSession(queryClient: QueryClient, session: { token: string; user: User; remember: boolean }): void {
  queryClient.setQueryData(currentUserQueryKey, session.user);
  setToken(session.token, session.remember);
}

export function setCurrentUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(currentUserQueryKey, user);
}

export function endSession(queryClient: QueryClient): void {
  clearToken();
  queryClient.clear();
}

/** For screens behind a portal guard, which only renders them once a user is signed in. */
export function useSignedInUser(): User {
  const { user } = useCurrentUser();
  if (user === null) throw new Error('useSignedInUser is only for screens behind a portal guard');
  return user;
}
