import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createRedisRateLimitStore, type RateLimitStore } from '../../src/platform/rate-limit-store';
import { createTestApp, json, type TestApp } from '../helpers/test-app';

/** A port on 127.0.0.1 that nothing listens on: Redis is down. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

let t: TestApp;
let store: RateLimitStore;
beforeAll(async () => {
  const url = `redis://127.0.0.1:${await closedPort()}`;
  store = createRedisRateLimitStore(url);
  t = await createTestApp({ REDIS_URL: url }, { rateLimitStore: store });
});
afterAll(async () => {
  await t.close();
  await store.close();
});

describe('Redis unreachable', () => {
  it('answers every rate-limited request 503 with Retry-After at once, and writes nothing', async () => {
    // Every limit is counted before anything is checked, so whether the account exists does not matter.
    const account = { email: 'someone@example.test', password: 'a good password 1' };
    const requests = [
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password, role: 'student' },
      },
      {
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'New Person',
          email: 'new.person@example.test',
          password: 'a good password 1',
          confirmPassword: 'a good password 1',
          role: 'student',
        },
      },
      { method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } },
    ] as const;
    for (const request of requests) {
      const started = performance.now();
      const response = await t.app.inject(request);
      // Before, ioredis queued the command through its reconnection attempts and it failed as a 500 after 2.2 s.
      expect(performance.now() - started).toBeLessThan(1000);
      expect(response.statusCode, `${request.url}: ${response.body}`).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(json(response)).toMatchObject({ success: false, code: 'unavailable' });
    }
    expect(await t.db.select().from(users).where(eq(users.email, 'new.person@example.test'))).toHaveLength(0);
  });

  it('leaves requests that are not rate-limited alone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/courses' });
    expect(response.statusCode).toBe(200);
  });
});
