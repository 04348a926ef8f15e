import { useSyncExternalStore } from 'react';

/** Whether the live stream is connected; lists poll while it is not. */
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
