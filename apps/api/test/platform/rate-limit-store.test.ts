import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('counts hits in a window, exactly under concurrency', async () => {
    const key = `test:${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 25 }, () => store.hit(key, 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await store.count(key)).toBe(25);
  });

  it('starts a new window once the old one has passed', async () => {
    const key = `test:${randomUUID()}`;
    await store.hit(key, 50);
    await store.hit(key, 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.count(key)).toBe(0);
    expect(await store.hit(key, 50)).toBe(1);
  });

  it('forgets a key on reset', async () => {
    const key = `test:${randomUUID()}`;
    await store.hit(key, 60_000);
    await store.reset(key);
    expect(await store.count(key)).toBe(0);
  });
});
