import { useSyncExternalStore } from 'react';
import { BUILD_ID } from './build-id';

/**
 * A new deployment, as this page learns of it (docs/deploy.md, "Updates"): the service worker has
 * installed a newer build, or an API answer names another build than this page's (lib/api-client.ts).
 * Either way the page offers to reload (app/app-update-prompt.tsx) rather than go on showing old
 * screens that may misread the new API.
 */

/** The service worker's part, when one is registered (app/register-service-worker.ts). */
export interface UpdateWorker {
  /** Asks the server whether the service worker has changed. */
  check(): void;
  /** Loads the newest build: activates a newer service worker first (waiting for it to install), then reloads. */
  reloadToNewest(): Promise<void>;
}

let worker: UpdateWorker | null = null;
let available = false;
const listeners = new Set<() => void>();

export function connectUpdateWorker(connected: UpdateWorker): void {
  worker = connected;
}

/** A newer build is there to load: the prompt shows, and stays until the page reloads. */
export function announceUpdate(): void {
  if (available) return;
  available = true;
  for (const listener of listeners) listener();
}

/**
 * The build an API answer names (null when it names none: development, tests). Another build than
 * this page's means a deployment: the service worker is asked to fetch it, and the prompt shows.
 */
export function noticeServerBuild(serverBuild: string | null): void {
  if (serverBuild === null || BUILD_ID === '' || serverBuild === BUILD_ID || available) return;
  worker?.check();
  announceUpdate();
}

/**
 * Reloads into the newest build. Where a service worker serves the page, a plain reload would bring
 * back the shell it holds, so the newer worker takes over first.
 */
export function reloadToNewestBuild(): Promise<void> {
  if (worker !== null) return worker.reloadToNewest();
  window.location.reload();
  return Promise.resolve();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Whether a newer build is there to load. */
export const useUpdateAvailable = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => available,
    () => false,
  );
