import { useSyncExternalStore } from 'react';

/**
 * The session token. "Remember me" keeps it in localStorage; without it the token lives in
 * sessionStorage and ends with the browser session. Subscribers hear every change, including
 * sign-outs made in another tab.
 */
const TOKEN_KEY = 'tutorium.token';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
}

/** Whether the session is remembered ("Remember me"): its token outlives the browser session. */
export const isTokenRemembered = (): boolean => localStorage.getItem(TOKEN_KEY) !== null;

export function setToken(token: string, remember = true): void {
  clearStoredToken();
  (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
  notify();
}

function clearStoredToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
}

export function clearToken(): void {
  if (getToken() === null) return;
  clearStoredToken();
  notify();
}

/** Calls `listener` on every change of the token, in this tab or another; returns the unsubscribe. */
export function subscribeToToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The token as it changes, for screens that must know whether someone may be signed in. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getToken, () => null);
}
