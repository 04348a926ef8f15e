import { useSyncExternalStore } from 'react';

/*
 * Whether the browser has a connection, as the browser tells it: `navigator.onLine` and its
 * `online` / `offline` events. "Online" can be wrong (a network with no way out), which is why
 * screens still handle a failed request; "offline" is reliable, and that is what the app acts on:
 * pausing reads and writes, marking saved data and saying a change needs a connection.
 */

/** True unless the browser knows it has no connection; true where none says (Node, which has no `onLine`). */
export const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Calls `listener` each time the connection comes or goes; returns the unsubscribe. */
function subscribeToOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser has a connection, re-rendering the component when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToOnline, isOnline, () => true);
}
