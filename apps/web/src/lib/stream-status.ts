import { useSyncExternalStore } from 'react';

/** How often the lists the live stream keeps current (notifications, conversations) refetch while it is down. */
export const POLL_INTERVAL_MS = 30_000;

/** Whether the live stream (read by features/notifications) is connected; those lists poll while it is not. */
let live = false;
const listeners = new Set<() => void>();

export function setStreamLive(next: boolean): void {
  if (next === live) return;
  live = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useStreamLive(): boolean {
  return useSyncExternalStore(subscribe, () => live);
}
