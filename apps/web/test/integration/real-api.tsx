import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@tutorium/contract/roles';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../../../api/test/helpers/test-app';
import { Providers } from '../../src/app/providers';
import { discoverRoutes, routes } from '../../src/app/router';
import { installSessionExpiry } from '../../src/app/session-expiry';
import { queryClient } from '../../src/lib/query-client';
import { clearToken, setToken } from '../../src/lib/token-storage';

/** The jsdom instance vitest's jsdom environment exposes; only its address is changed here. */
declare const jsdom: { reconfigure(settings: { url: string }): void };

export interface RealApi {
  /** The API's test handle: its database (`db`) for setting up and checking rows, its mail sink. */
  readonly t: TestApp;
  /** A new account of `role`, signed in through the API; the screens then use its session. */
  signIn(role: Role): Promise<TestUser>;
  /** Mounts the app at `path`; returns Testing Library's queries, a user to act with and the router. */
  renderAt(path: string): ReturnType<typeof render> & {
    user: ReturnType<typeof userEvent.setup>;
    router: ReturnType<typeof createMemoryRouter>;
  };
}

/**
 * The web integration tier: real screens, with the app's own routes and providers, talking over
 * HTTP to the real API on a fresh in-memory database. One API per test file; each test starts
 * signed out with an empty query cache. `env` overrides the API's configuration (`SMTP_URL: ''`: no mail server).
 */
export function withRealApi(env: Record<string, string> = {}): RealApi {
  let t: TestApp | undefined;
  const stops: (() => void)[] = [];

  beforeAll(async () => {
    t = await createTestApp(env);
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The page is served from the API's own address, as in production, so "/api/..." reaches it.
    jsdom.reconfigure({ url: `${origin}/` });
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    clearToken();
    queryClient.clear();
  });
  afterAll(async () => {
    if (!t) return;
    // Every screen is unmounted by now, yet jsdom's fetch may leave a socket the server counts as
    // busy (after an event stream ends), and the server would wait for its headers timeout (~70 s)
    // before closing. Nothing waits on these sockets any more: close them with the server.
    const server = t.app.server;
    const closeServer = server.close.bind(server);
    server.close = (callback) => {
      closeServer(callback);
      server.closeAllConnections();
      return server;
    };
    await t.close();
  });

  const started = (): TestApp => {
    if (!t) throw new Error('the API starts in beforeAll; use it inside a test');
    return t;
  };

  return {
    get t() {
      return started();
    },
    async signIn(role) {
      const account = await createSignedInUser(started(), role);
      setToken(account.token);
      return account;
    },
    renderAt(path) {
      const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: discoverRoutes });
      stops.push(installSessionExpiry(router));
      // No pause between keystrokes: the screens, not the typing speed, are under test.
      const user = userEvent.setup({ delay: null });
      const view = render(
        <StrictMode>
          <Providers>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      );
      return { ...view, user, router };
    },
  };
}
