import { announceUpdate, connectUpdateWorker } from '../lib/app-update';

/** How often an open page asks whether a new build has been deployed, besides whenever it comes back into view. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker the build writes (vite.config.ts, vite-plugin-pwa's generateSW) and
 * connects it to the update prompt (lib/app-update.ts). Registered here rather than through
 * vite-plugin-pwa's `virtual:pwa-register`: a page that learns of a deployment from an API answer must
 * be able to fetch, install and activate the new worker before reloading, which that module's
 * `updateSW` does not do (it only activates a worker already waiting).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(watchForUpdates, () => {
    // Refused (a browser's policy, the browser tests' default): the app works online without it.
  });
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  // A newer worker installed while an older one serves this page: the page runs the older build.
  const announceIfWaiting = () => {
    if (registration.waiting !== null && navigator.serviceWorker.controller !== null) announceUpdate();
  };
  announceIfWaiting();
  registration.addEventListener('updatefound', () => {
    const incoming = registration.installing;
    incoming?.addEventListener('statechange', () => {
      if (incoming.state === 'installed') announceIfWaiting();
    });
  });

  const check = () => {
    registration.update().catch(() => {
      // Offline, or the server is down: the next check tries again.
    });
  };
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  connectUpdateWorker({ check, reloadToNewest: () => reloadToNewest(registration) });
}

/**
 * How long Reload waits for the newer worker before reloading anyway: on a bad connection the check or
 * the install may hang, and a reload (which shows the prompt again once the worker is ready) is better
 * than a button that does nothing.
 */
const TAKE_OVER_WAIT_MS = 20_000;

/** Resolves once `worker` has left `state` (for one of the next states, or redundant when it failed). */
const leaves = (worker: ServiceWorker, state: ServiceWorkerState) =>
  new Promise<void>((resolve) => {
    if (worker.state !== state) resolve();
    else
      worker.addEventListener('statechange', function settled() {
        if (worker.state === state) return;
        worker.removeEventListener('statechange', settled);
        resolve();
      });
  });

/**
 * Fetches the newest worker, lets it finish installing (precaching the new shell), tells it to take
 * over (the worker's skip-waiting message) and reloads once it is active, so the reload is served the
 * new build. With no newer worker the reload alone is enough.
 */
async function reloadToNewest(registration: ServiceWorkerRegistration): Promise<void> {
  await Promise.race([takeOver(registration), new Promise((resolve) => window.setTimeout(resolve, TAKE_OVER_WAIT_MS))]);
  window.location.reload();
}

async function takeOver(registration: ServiceWorkerRegistration): Promise<void> {
  await registration.update().catch(() => undefined);
  const incoming = registration.installing ?? registration.waiting;
  if (incoming === null) return;
  await leaves(incoming, 'installing');
  if (incoming.state !== 'installed') return;
  incoming.postMessage({ type: 'SKIP_WAITING' });
  await leaves(incoming, 'installed');
  await leaves(incoming, 'activating');
}
