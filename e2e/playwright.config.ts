import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, E2E_WEB_DIST, E2E_WORKERS, e2eServer } from './support/env';

const servers = Array.from({ length: E2E_WORKERS }, (_, index) => e2eServer(index));

export default defineConfig({
  testDir: './tests',
  // Files spread over the workers; the tests in one file run in order on one worker.
  fullyParallel: false,
  // One server per worker (support/test.ts points each worker's baseURL at its own).
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  // A walk takes 10-40 s on its own; CI shares two cores between two browsers, two servers and the
  // runner, where the longest walks have come within seconds of a minute.
  timeout: process.env.CI ? 120_000 : 60_000,
  // Under CI a screen's reads can take over 10 s to land (two-step's Settings did, at load 14).
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: servers[0]?.baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A service worker would serve the app's shell and code from its caches and outlive a test's page:
    // specs meet the network directly unless they test the installed and offline app, and say so with
    // test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions(),
      },
    },
  ],
  // The web is built once, before the first server; every server serves that build.
  webServer: servers.map((server, index) => ({
    command: `${index === 0 ? `npm run build -w @tutorium/web -- --outDir ${E2E_WEB_DIST} --emptyOutDir && ` : ''}node --import tsx support/start-server.ts`,
    env: { E2E_SERVER_INDEX: String(index) },
    url: `${server.baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
