import { test as base } from '@playwright/test';
import { type E2EServer, workerServer } from './env';

/**
 * `test` and `expect` for every spec: as Playwright's, with `baseURL` (and so `page` and `request`)
 * pointing at this worker's own server. A spec that imports `test` from '@playwright/test' instead
 * still runs, but against worker 0's server, sharing its data: import from here.
 */
export const test = base.extend<object, { server: E2EServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(workerServer());
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
});

export { expect } from '@playwright/test';
