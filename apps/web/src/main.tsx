import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { registerServiceWorker } from './app/register-service-worker';
import { router } from './app/router';
import { installSessionExpiry } from './app/session-expiry';
import { activateLanguage, initialLanguage } from './lib/i18n';
import './index.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

installSessionExpiry(router);

// Only a build has a service worker (vite.config.ts). It is registered once the page has loaded, so
// its precaching does not compete with the first screen's downloads.
if (import.meta.env.PROD) window.addEventListener('load', registerServiceWorker, { once: true });

/*
 * Shown when the first screen's texts cannot be downloaded (a lost connection): no catalogue means no
 * words, so this one says it in every language Tutorium speaks, and offers to try again.
 */
function showLoadFailure(root: HTMLElement): void {
  const message = document.createElement('p');
  message.textContent = 'Tutorium could not load. Check your connection. · Tutorium लोड नहीं हो सका। अपना कनेक्शन जाँचें।';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Try Again · फिर से कोशिश करें';
  retry.className = 'mt-4 rounded-md bg-indigo-600 px-4 py-2 font-medium text-white';
  retry.addEventListener('click', () => window.location.reload());
  root.className = 'p-8 text-center';
  root.replaceChildren(message, retry);
}

/*
 * The first screen is drawn in the reader's language: the site's catalogue (the landing page, the
 * public header and footer, a few KB) comes first; every other page's texts load with its route.
 */
activateLanguage(initialLanguage()).then(
  () => {
    const root = createRoot(container);
    // A transition, so React draws the first screen in slices rather than one long task (docs/performance.md, "Long tasks").
    startTransition(() =>
      root.render(
        <StrictMode>
          <Providers>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      ),
    );
  },
  () => showLoadFailure(container),
);
