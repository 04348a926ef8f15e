import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import { availableStores, type TestApp, useTestApp } from './test-app';

/**
 * The tests once per rate-limit store this run has (the database, and Redis where REDIS_URL is set), each
 * time on an app of their own configured with `env`; `title` names the store with `%s`.
 */
export function describeEachStore(title: string, env: Record<string, string>, tests: (t: TestApp) => void): void {
  describe.each(availableStores)(title, (store) => tests(useTestApp(env, { store })));
}

/**
 * Checks a 429 whose Retry-After is a whole number of seconds, more than none and at most
 * `windowSeconds`; answers it, for the caller to check the message that names it.
 */
export function expectRetryWithin(response: LightMyRequestResponse, windowSeconds: number): number {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  return retryAfter;
}
