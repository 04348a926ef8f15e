import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import {
  createPostgresRateLimitStore,
  createRedisRateLimitStore,
  type RateLimitStore,
} from '../../src/platform/rate-limit-store';
import { openTestDatabase } from '../helpers/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const stores: [string, () => RateLimitStore][] = [['PostgreSQL', () => createPostgresRateLimitStore(database.db)]];
if (process.env.REDIS_URL) {
  const url = process.env.REDIS_URL;
  stores.push(['Redis', () => createRedisRateLimitStore(url)]);
}

describe.each(stores)('the %s rate-limit store', (_name, makeStore) => {
  let store: RateLimitStore;
  beforeAll(() => {
    store = makeStore();
  });
  afterAll(() => store.close());

  it('counts hits in a window, exactly under concurrency, several keys in one call', async () => {
    const [a, b] = [`test:${randomUUID()}`, `test:${randomUUID()}`];
    const results = await Promise.all(Array.from({ length: 25 }, () => store.hit([a, b], 60_000)));
    for (const index of [0, 1]) {
      const counts = results.map((result) => result[index]?.count ?? 0).sort((x, y) => x - y);
      expect(counts).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    }
    const [last] = await store.hit([a], 60_000);
    expect(last?.count).toBe(26);
    expect(last?.resetsInMs).toBeGreaterThan(0);
    expect(last?.resetsInMs).toBeLessThanOrEqual(60_000);
  });

  it('starts a new window once the old one has passed', async () => {
    const key = `test:${randomUUID()}`;
    await store.hit([key], 50);
    expect((await store.hit([key], 50))[0]?.count).toBe(2);
    // Each hit inside the window counts on; the first one after it has passed starts again at 1.
    // Waiting for that, rather than for a guessed time, holds on a slow machine too.
    await vi.waitFor(
      async () => {
        expect((await store.hit([key], 50))[0]?.count).toBe(1);
      },
      { timeout: 5_000, interval: 10 },
    );
  });

  it('gives back a released hit, never below zero', async () => {
    const key = `test:${randomUUID()}`;
    await store.hit([key], 60_000);
    await store.hit([key], 60_000);
    await store.release([key]);
    expect((await store.hit([key], 60_000))[0]?.count).toBe(2);
    await store.release([key]);
    await store.release([key]);
    await store.release([key]);
    expect((await store.hit([key], 60_000))[0]?.count).toBe(1);
  });
});
